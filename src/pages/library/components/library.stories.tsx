import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import SearchForm, { type SearchFormValue } from './SearchForm';
import ResultList from './ResultList';
import DetailCard from './DetailCard';
import SourceList from './SourceList';
import LibraryImage, { CategoryGlyph } from './LibraryImage';
import { ALL_CATEGORIES } from '../categories';
import { BROKEN_PICTURE, itemSources, mapSources, mobSources, SAMPLE_PICTURE, sampleMap, samplePotion, sampleResults, sampleSnail, sampleSword } from './fixtures';

const meta: Meta = {
  title: 'Library/Parts',
  decorators: [(Story) => <div style={{ maxWidth: 1080, padding: 16, background: '#f5f1ea' }}>{Story()}</div>],
  parameters: { umi: { path: '/library' } },
};
export default meta;
type Story = StoryObj;

function FormDemo({ value }: { value: SearchFormValue }) {
  const [last, setLast] = useState<SearchFormValue | null>(null);
  return (
    <>
      <SearchForm value={value} onSearch={setLast} defaultOpen />
      {last && <pre style={{ fontSize: 12 }}>{JSON.stringify(last)}</pre>}
    </>
  );
}

export const SearchFormAllCategories: Story = { render: () => <FormDemo value={{ keyword: '', categories: ALL_CATEGORIES }} /> };
export const SearchFormSomeCategories: Story = { render: () => <FormDemo value={{ keyword: 'snail', categories: ['Mob', 'Etc'] }} /> };

export const Results: Story = {
  render: () => <ResultList items={sampleResults} total={68} page={2} pageSize={20} onPage={() => undefined} listUrl="/library?keyword=snail" />,
};
export const ResultsOnePage: Story = {
  render: () => <ResultList items={sampleResults.slice(0, 3)} total={3} page={1} pageSize={20} onPage={() => undefined} />,
};

export const DetailWeapon: Story = { render: () => <DetailCard detail={sampleSword} /> };
export const DetailMonster: Story = { render: () => <DetailCard detail={sampleSnail} /> };
export const DetailConsume: Story = { render: () => <DetailCard detail={samplePotion} /> };
export const DetailMap: Story = { render: () => <DetailCard detail={sampleMap} /> };

export const SourcesOfItem: Story = { render: () => <SourceList sources={itemSources} /> };
export const SourcesOfMonster: Story = { render: () => <SourceList sources={mobSources} kind="mob" /> };
export const SourcesOfMap: Story = { render: () => <SourceList sources={mapSources} kind="map" /> };
export const SourcesNone: Story = { render: () => <SourceList sources={{ drops: [], npcShops: [], cashShop: [], webShop: [], checkIn: [], merchants: [], quests: [] }} /> };

export const ImageAndFallbacks: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap', alignItems: 'center' }}>
      <LibraryImage src={SAMPLE_PICTURE} category="Mob" name="Snail" size="large" />
      <LibraryImage src={null} category="Mob" name="Snail" size="large" />
      <LibraryImage src={BROKEN_PICTURE} category="Map" name="Henesys" size="large" />
      {ALL_CATEGORIES.map((c) => (
        <CategoryGlyph key={c} category={c} label={c} />
      ))}
    </div>
  ),
};
