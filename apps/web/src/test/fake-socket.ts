/** A WebSocket stand-in for screen tests: the app's chat socket connects to it, and the test plays the server. */
export class FakeSocket {
  static made: FakeSocket[] = [];
  sent: string[] = [];
  onopen?: () => void;
  onerror?: () => void;
  onclose?: (event: { code: number }) => void;
  onmessage?: (event: { data: string }) => void;
  constructor(readonly url: string) {
    FakeSocket.made.push(this);
  }
  send(text: string) {
    this.sent.push(text);
  }
  close() {}
  /** A server message arriving on the newest socket. */
  static receive(message: object) {
    FakeSocket.made.at(-1)?.onmessage?.({ data: JSON.stringify(message) });
  }
}
