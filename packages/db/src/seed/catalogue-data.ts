/** Word lists and price ranges for the hosted store's apparel and home-goods catalogue. */

export const VENDORS = [
  ['Northwind Basics', 'NWB'],
  ['Fjord & Pine', 'FJP'],
  ['Alder Loom', 'ALD'],
  ['Saltmarsh Supply', 'SMS'],
  ['Copperline Home', 'CPH'],
  ['Kestrel Knitwear', 'KSK'],
  ['Tidewater Linen', 'TDL'],
  ['Ember & Oak', 'EMO'],
] as const;

export type SizeSet = 'tops' | 'bottoms' | 'one' | 'home' | 'bedding';
export interface ItemType {
  name: string;
  productType: string;
  sizes: SizeSet;
  minPrice: number; // euros
  maxPrice: number;
  home: boolean;
}

export const ITEM_TYPES: readonly ItemType[] = [
  { name: 'T-Shirt', productType: 'Tops', sizes: 'tops', minPrice: 19, maxPrice: 39, home: false },
  { name: 'Crew Sweater', productType: 'Knitwear', sizes: 'tops', minPrice: 59, maxPrice: 129, home: false },
  { name: 'Hoodie', productType: 'Tops', sizes: 'tops', minPrice: 49, maxPrice: 89, home: false },
  { name: 'Overshirt', productType: 'Shirts', sizes: 'tops', minPrice: 59, maxPrice: 99, home: false },
  { name: 'Chinos', productType: 'Bottoms', sizes: 'bottoms', minPrice: 59, maxPrice: 95, home: false },
  { name: 'Joggers', productType: 'Bottoms', sizes: 'bottoms', minPrice: 45, maxPrice: 75, home: false },
  { name: 'Rain Jacket', productType: 'Outerwear', sizes: 'tops', minPrice: 99, maxPrice: 179, home: false },
  { name: 'Puffer Vest', productType: 'Outerwear', sizes: 'tops', minPrice: 79, maxPrice: 139, home: false },
  { name: 'Beanie', productType: 'Accessories', sizes: 'one', minPrice: 19, maxPrice: 35, home: false },
  { name: 'Scarf', productType: 'Accessories', sizes: 'one', minPrice: 29, maxPrice: 69, home: false },
  { name: 'Socks 3-Pack', productType: 'Accessories', sizes: 'bottoms', minPrice: 15, maxPrice: 25, home: false },
  { name: 'Polo Shirt', productType: 'Tops', sizes: 'tops', minPrice: 39, maxPrice: 65, home: false },
  { name: 'Cardigan', productType: 'Knitwear', sizes: 'tops', minPrice: 69, maxPrice: 139, home: false },
  { name: 'Denim Jacket', productType: 'Outerwear', sizes: 'tops', minPrice: 89, maxPrice: 149, home: false },
  { name: 'Shorts', productType: 'Bottoms', sizes: 'bottoms', minPrice: 35, maxPrice: 59, home: false },
  { name: 'Fleece Pullover', productType: 'Tops', sizes: 'tops', minPrice: 55, maxPrice: 95, home: false },
  { name: 'Henley', productType: 'Tops', sizes: 'tops', minPrice: 35, maxPrice: 55, home: false },
  { name: 'Flannel Shirt', productType: 'Shirts', sizes: 'tops', minPrice: 49, maxPrice: 85, home: false },
  { name: 'Wool Coat', productType: 'Outerwear', sizes: 'tops', minPrice: 149, maxPrice: 249, home: false },
  { name: 'Throw Blanket', productType: 'Living', sizes: 'home', minPrice: 49, maxPrice: 129, home: true },
  { name: 'Cushion Cover', productType: 'Living', sizes: 'home', minPrice: 19, maxPrice: 45, home: true },
  { name: 'Duvet Cover', productType: 'Bedding', sizes: 'bedding', minPrice: 79, maxPrice: 169, home: true },
  { name: 'Bath Towel Set', productType: 'Bath', sizes: 'home', minPrice: 35, maxPrice: 79, home: true },
  { name: 'Table Runner', productType: 'Kitchen & Dining', sizes: 'home', minPrice: 25, maxPrice: 55, home: true },
  { name: 'Mug Set', productType: 'Kitchen & Dining', sizes: 'one', minPrice: 29, maxPrice: 49, home: true },
  { name: 'Serving Bowl', productType: 'Kitchen & Dining', sizes: 'home', minPrice: 24, maxPrice: 59, home: true },
  { name: 'Scented Candle', productType: 'Decor', sizes: 'home', minPrice: 18, maxPrice: 42, home: true },
  { name: 'Napkins Set of 4', productType: 'Kitchen & Dining', sizes: 'one', minPrice: 22, maxPrice: 39, home: true },
  { name: 'Area Rug', productType: 'Living', sizes: 'home', minPrice: 119, maxPrice: 329, home: true },
  { name: 'Plant Pot', productType: 'Decor', sizes: 'home', minPrice: 19, maxPrice: 59, home: true },
  { name: 'Carafe', productType: 'Kitchen & Dining', sizes: 'one', minPrice: 25, maxPrice: 45, home: true },
  { name: 'Tea Towel Set', productType: 'Kitchen & Dining', sizes: 'one', minPrice: 15, maxPrice: 29, home: true },
  { name: 'Doormat', productType: 'Living', sizes: 'home', minPrice: 25, maxPrice: 49, home: true },
  { name: 'Bedside Lamp', productType: 'Decor', sizes: 'one', minPrice: 59, maxPrice: 139, home: true },
];

export const APPAREL_WORDS = [
  'Merino',
  'Organic Cotton',
  'Linen',
  'Heavyweight',
  'Brushed',
  'Waffle-Knit',
  'Everyday',
  'Coastal',
  'Alpine',
  'Harbour',
  'Fjord',
  'Trail',
  'Heritage',
  'Relaxed',
  'Classic',
  'Softwash',
  'Cable-Knit',
  'Recycled',
  'Selvedge',
  'Lightweight',
];
export const HOME_WORDS = [
  'Stoneware',
  'Washed Linen',
  'Chunky Knit',
  'Hand-Thrown',
  'Organic',
  'Jute',
  'Waffle',
  'Nordic',
  'Terrazzo',
  'Seagrass',
  'Herringbone',
  'Boucle',
  'Rattan',
  'Striped',
  'Cedar',
  'Amber',
  'Coastal',
  'Heritage',
  'Speckled',
  'Cotton Gauze',
];

export const COLOURS = [
  ['Black', 'BLK'],
  ['Navy', 'NVY'],
  ['Oat', 'OAT'],
  ['Olive', 'OLV'],
  ['Charcoal', 'CHR'],
  ['Rust', 'RST'],
  ['Sand', 'SND'],
  ['Forest', 'FOR'],
  ['Sky', 'SKY'],
  ['White', 'WHT'],
  ['Stone', 'STN'],
  ['Terracotta', 'TER'],
  ['Sage', 'SAG'],
  ['Ecru', 'ECR'],
] as const;

export const SIZE_SETS: Record<SizeSet, readonly (readonly [string, string, number])[]> = {
  // [label, sku code, price step]
  tops: [
    ['XS', 'XS', 0],
    ['S', 'S', 0],
    ['M', 'M', 0],
    ['L', 'L', 0],
    ['XL', 'XL', 0],
    ['XXL', 'XXL', 1],
  ],
  bottoms: [
    ['28', '28', 0],
    ['30', '30', 0],
    ['32', '32', 0],
    ['34', '34', 0],
    ['36', '36', 0],
    ['38', '38', 1],
  ],
  one: [['One Size', 'OS', 0]],
  home: [
    ['Small', 'SM', 0],
    ['Medium', 'MD', 1],
    ['Large', 'LG', 2],
  ],
  bedding: [
    ['140 x 200 cm', '140', 0],
    ['200 x 200 cm', '200', 1],
    ['240 x 220 cm', '240', 2],
  ],
};
