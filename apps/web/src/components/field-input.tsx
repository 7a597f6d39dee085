/**
 * antd-mobile's Input puts extra attributes on its wrapper; browser tests need the stable `data-testid`
 * on the real <input> so they can fill it, so it is set through the input's own element.
 */
import { Input, type InputProps, type InputRef } from 'antd-mobile';
import { useCallback } from 'react';

export function FieldInput({ testId, ...props }: InputProps & { testId: string }) {
  const tag = useCallback((ref: InputRef | null) => ref?.nativeElement?.setAttribute('data-testid', testId), [testId]);
  return <Input {...props} ref={tag} />;
}
