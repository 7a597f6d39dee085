/**
 * Word lists for the demo map (README "Demo accounts": a few hundred shops and persons around the
 * default centre with real-looking names): shop names, streets, hours and intros by business category, and
 * people's names, in the style of the default centre (Singapore). Pure data and a seeded generator.
 */

/** Seeded so the demo map looks the same on every fresh install. */
export function demoRandom(seed = 5_2026): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 4294967296;
  };
}

export const pick = <T>(random: () => number, list: readonly T[]): T => list[Math.floor(random() * list.length)]!;

/** By the seeded category's icon (migration 0007): name endings and a one-line intro. */
export const SHOP_KINDS: Record<string, { nouns: string[]; intro: string }> = {
  restaurant: {
    nouns: [
      'Chicken Rice',
      'Laksa House',
      'Nasi Lemak',
      'Dim Sum Kitchen',
      'Prata Corner',
      'Seafood Kitchen',
      'Bak Kut Teh',
      'Wanton Mee',
    ],
    intro: 'Home-style cooking, fresh every morning. Pay with PI or USDT at the counter.',
  },
  cafe: {
    nouns: ['Kopi Tiam', 'Coffee Roasters', 'Bakery', 'Toast House', 'Tea Bar', 'Espresso Bar', 'Kaya Toast'],
    intro: 'Single-origin coffee, kaya toast and cakes baked in-house.',
  },
  grocery: {
    nouns: ['Minimart', 'Fresh Market', 'Provision Shop', 'Fruit Stall', 'Organic Grocer'],
    intro: 'Daily groceries, fresh fruit and household goods. Delivery within 3 km.',
  },
  fashion: {
    nouns: ['Boutique', 'Tailor', 'Shoe Gallery', 'Batik House', 'Streetwear'],
    intro: 'Clothing and accessories for every day, alterations done while you wait.',
  },
  electronics: {
    nouns: ['Mobile Centre', 'Phone Repair', 'Gadget Hub', 'Computer Store', 'Camera Shop'],
    intro: 'Phones, accessories and repairs with a 3-month warranty.',
  },
  beauty: {
    nouns: ['Hair Studio', 'Nail Bar', 'Beauty Salon', 'Barber', 'Spa'],
    intro: 'Haircuts, colour and manicures. Walk-ins welcome, bookings preferred.',
  },
  health: {
    nouns: ['Pharmacy', 'Medical Clinic', 'Dental Care', 'TCM Hall', 'Optician'],
    intro: 'Licensed practitioners, medicines and health checks.',
  },
  hotel: {
    nouns: ['Hotel', 'Guest House', 'Boutique Inn', 'Backpackers', 'Serviced Apartments'],
    intro: 'Clean rooms in the heart of the city, 24-hour reception.',
  },
  education: {
    nouns: ['Tuition Centre', 'Language School', 'Music School', 'Coding Academy'],
    intro: 'Small classes for children and adults, trial lesson free.',
  },
  entertainment: {
    nouns: ['Karaoke', 'Escape Room', 'Board Game Café', 'Cinema', 'Bowling'],
    intro: 'Fun for friends and families, open late on weekends.',
  },
  transport: {
    nouns: ['Car Workshop', 'Bicycle Shop', 'Car Wash', 'Scooter Rental'],
    intro: 'Servicing, parts and rentals at fair prices.',
  },
  home: {
    nouns: ['Furniture', 'Hardware', 'Home Décor', 'Lighting', 'Kitchenware'],
    intro: 'Furniture and fittings for the home, delivery and assembly available.',
  },
  services: {
    nouns: ['Laundry', 'Key & Shoe Repair', 'Print Shop', 'Watch Repair', 'Tailoring & Alterations'],
    intro: 'Quick, reliable everyday services.',
  },
  crypto: {
    nouns: ['Pi Exchange Desk', 'Crypto ATM', 'Pi Meetup Space', 'Wallet Help Desk'],
    intro: 'Help with Pi wallets and peer-to-peer trades in person.',
  },
  other: {
    nouns: ['Florist', 'Pet Shop', 'Bookshop', 'Toy Shop', 'Stationery'],
    intro: 'A neighbourhood shop with friendly service.',
  },
};

export const SHOP_PREFIXES = [
  'Ah Seng',
  'Lucky',
  'Golden',
  'Tiong Bahru',
  'Orchard',
  'Marina',
  'Bugis',
  'Little India',
  'Chinatown',
  'Kampong',
  'Joo Chiat',
  'Katong',
  'Tanjong Pagar',
  'Raffles',
  'Dhoby Ghaut',
  'Lavender',
  'Novena',
  'Bukit Timah',
  'Kallang',
  'Ming',
  'Ananda',
  'Siti',
  'Happy',
  'Sunrise',
  'Jade',
  'Lion City',
  'Merlion',
  'Red Dot',
  'Evergreen',
  'Heritage',
];

export const STREETS: [street: string, postcode: string][] = [
  ['Orchard Road', '238839'],
  ['North Bridge Road', '188720'],
  ['South Bridge Road', '058690'],
  ['Telok Ayer Street', '068620'],
  ['Bras Basah Road', '189560'],
  ['Beach Road', '199588'],
  ['Serangoon Road', '218227'],
  ['Joo Chiat Road', '427427'],
  ['East Coast Road', '428766'],
  ['Tiong Bahru Road', '168730'],
  ['Victoria Street', '188065'],
  ['Arab Street', '199824'],
  ['Tanjong Pagar Road', '088455'],
  ['Jalan Besar', '208804'],
  ['Geylang Road', '389211'],
  ['Balestier Road', '329681'],
  ['Thomson Road', '307683'],
  ['River Valley Road', '238366'],
  ['Upper Cross Street', '058357'],
  ['Havelock Road', '169663'],
];

export const HOURS = [
  'Mon–Sun 08:00–22:00',
  'Mon–Fri 09:00–18:00, Sat 10:00–14:00',
  'Daily 07:00–15:00',
  'Tue–Sun 11:00–21:30, closed Mondays',
  'Open 24 hours',
  'Mon–Sat 10:00–20:00',
  'Daily 17:00–02:00',
];

export const FIRST_NAMES = [
  'Wei Ming',
  'Siew Ling',
  'Arjun',
  'Nur Aisyah',
  'Jun Jie',
  'Priya',
  'Hafiz',
  'Mei Xin',
  'Darren',
  'Farah',
  'Kumar',
  'Hui Min',
  'Ethan',
  'Zara',
  'Ravi',
  'Li Na',
  'Amir',
  'Grace',
  'Bao',
  'Chloe',
  'Irfan',
  'Yan Ting',
  'Marcus',
  'Anjali',
  'Daniel',
];
export const SURNAMES = [
  'Tan',
  'Lim',
  'Lee',
  'Ng',
  'Wong',
  'Rahman',
  'Singh',
  'Goh',
  'Chua',
  'Ong',
  'Nair',
  'Koh',
  'Teo',
  'Yusof',
];

export const BIOS = [
  'Pi pioneer since 2020. Happy to meet up and help with wallets.',
  'Buying and selling PI face to face around the CBD.',
  'Coffee lover, mining Pi on the MRT.',
  'Ask me about Pi KYC and node setup.',
  'Weekend P2P trades, lunchtime meetups.',
  'Looking for shops that take PI near Bugis.',
  'Freelance designer, accepting PI for logos.',
];

export const COLOURS = [
  '#e4572e',
  '#17bebb',
  '#ffc914',
  '#2e282a',
  '#76b041',
  '#6a4c93',
  '#1982c4',
  '#ff595e',
  '#8ac926',
  '#ff924c',
];
