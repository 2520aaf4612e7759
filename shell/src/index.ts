import { readRemoteMap } from './remotes/remote-map';

// A screen of the dashboard may be a remote's: the map of where remotes are deployed is read while
// the shared libraries load, not after them.
if (window.location.pathname.startsWith('/dashboard/')) readRemoteMap().catch(() => undefined);

// Module federation needs an asynchronous boundary before shared modules are used.
void import('./bootstrap');
