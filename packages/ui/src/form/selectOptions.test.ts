import { favouritesFirst, isDivider, SELECT_DIVIDER } from './selectOptions';

interface Title {
  id: number;
  txt: string;
  favourite: number;
}

const titles: Title[] = [
  { id: 1, txt: 'Dr', favourite: 0 },
  { id: 2, txt: 'Mr', favourite: 1 },
  { id: 3, txt: 'Lord', favourite: 0 },
  { id: 4, txt: 'Ms', favourite: 1 },
];
const toOption = (t: Title) => ({ value: String(t.id), label: t.txt });

describe('favouritesFirst', () => {
  it('puts favourites first, then a divider, then the rest', () => {
    expect(favouritesFirst(titles, (t) => t.favourite === 1, toOption)).toEqual([
      { value: '2', label: 'Mr' },
      { value: '4', label: 'Ms' },
      SELECT_DIVIDER,
      { value: '1', label: 'Dr' },
      { value: '3', label: 'Lord' },
    ]);
  });

  it('adds no divider when there are no favourites', () => {
    const items = favouritesFirst(titles, () => false, toOption);
    expect(items.some(isDivider)).toBe(false);
    expect(items).toHaveLength(4);
  });
});
