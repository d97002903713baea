import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { App } from './App';

/** The server-rendered page (ssr.html) hydrated with the fragments the server rendered it with. */
const prerendered = JSON.parse(document.getElementById('chrome-fragments')!.textContent!) as { header: string; footer: string };
hydrateRoot(document.getElementById('root')!, <StrictMode><App prerendered={prerendered} /></StrictMode>);
