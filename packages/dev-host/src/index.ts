// Module federation needs an asynchronous boundary before shared modules are used.
void import('./bootstrap');
