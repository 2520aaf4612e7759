import { Suspense, type ComponentType } from 'react';
import { render, screen } from '@testing-library/react';
import { preloadable } from './preloadable';

function Hello({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

function drawn(Part: ComponentType<{ name: string }>) {
  render(
    <Suspense fallback={<p>Loading</p>}>
      <Part name="clerk" />
    </Suspense>,
  );
}

describe('preloadable', () => {
  it('draws at once, without a fallback, once its code has been preloaded', async () => {
    const Part = preloadable(() => Promise.resolve(Hello));
    expect(Part.isLoaded()).toBe(false);
    await Part.preload();
    expect(Part.isLoaded()).toBe(true);
    drawn(Part);
    expect(screen.getByText('Hello clerk')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
  });

  it('shows the fallback while its code loads on a first draw, then the part', async () => {
    const Part = preloadable(() => Promise.resolve(Hello));
    drawn(Part);
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(await screen.findByText('Hello clerk')).toBeInTheDocument();
  });

  it('loads its code once however often it is preloaded', async () => {
    const load = jest.fn(() => Promise.resolve(Hello));
    const Part = preloadable(load);
    await Promise.all([Part.preload(), Part.preload()]);
    await Part.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed load, so the next preload tries again', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(Hello);
    const Part = preloadable(load);
    await expect(Part.preload()).rejects.toThrow('offline');
    await Part.preload();
    drawn(Part);
    expect(screen.getByText('Hello clerk')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
