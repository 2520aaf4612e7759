import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { preloadTableView } from '../table/SearchableTable';
import { lazyScreen } from './lazyScreen';

jest.mock('../table/SearchableTable', () => ({ preloadTableView: jest.fn() }));

function Hello() {
  return <p>Hello screen</p>;
}

/** A lazy screen whose code load is counted. */
function countedScreen() {
  const load = jest.fn(() => Promise.resolve({ Hello }));
  return { load, Screen: lazyScreen(load, (m) => m.Hello) };
}

async function drawn(Screen: ReturnType<typeof countedScreen>['Screen']) {
  render(
    <Suspense fallback={<p>Loading</p>}>
      <Screen />
    </Suspense>,
  );
  expect(await screen.findByText('Hello screen')).toBeInTheDocument();
}

describe('lazyScreen', () => {
  it('fetches the screen code once when it is preloaded and then drawn', async () => {
    const { load, Screen } = countedScreen();
    await Screen.preload();
    await drawn(Screen);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does not fetch the screen code until it is drawn or preloaded', async () => {
    const { load, Screen } = countedScreen();
    expect(load).not.toHaveBeenCalled();
    await drawn(Screen);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('starts loading the kit table with the screen code', async () => {
    const { Screen } = countedScreen();
    jest.mocked(preloadTableView).mockClear();
    await Screen.preload();
    expect(preloadTableView).toHaveBeenCalledTimes(1);
  });

  it('prefetch loads the screen and dispatches the request for the data it opens on', async () => {
    const firstPage = { type: 'first page' };
    const Screen = lazyScreen(
      () => Promise.resolve({ Hello, firstPage }),
      (m) => m.Hello,
      (m) => m.firstPage,
    );
    const dispatch = jest.fn();
    await Screen.prefetch(dispatch);
    expect(dispatch).toHaveBeenCalledWith(firstPage);
    render(<Screen />);
    expect(screen.getByText('Hello screen')).toBeInTheDocument();
  });

  it('prefetch of a screen that names no first data dispatches nothing', async () => {
    const { load, Screen } = countedScreen();
    const dispatch = jest.fn();
    await Screen.prefetch(dispatch);
    expect(load).toHaveBeenCalledTimes(1);
    expect(dispatch).not.toHaveBeenCalled();
  });
});
