/**
 * The peer of `npm run bench:signin`: React only. A button makes the same sign-in calls as the web
 * app (GET /key/pub, both credentials sealed with RSA-OAEP SHA-256 by WebCrypto, a form POST to
 * /auth/login) and then shows that it is signed in. The paths are written out rather than imported
 * from the contract, so the page carries no code but React's.
 */
import { StrictMode, useState, type FormEvent } from 'react';
import { createRoot } from 'react-dom/client';

interface Envelope<T> {
  success: boolean;
  message: string;
  data: T;
}

async function answer<T>(response: Response): Promise<T> {
  const envelope = (await response.json()) as Envelope<T>;
  if (!envelope.success) throw new Error(envelope.message);
  return envelope.data;
}

function spkiOf(pem: string): Uint8Array<ArrayBuffer> {
  const base64 = pem.replace(/-----[A-Z ]+-----|\s+/g, '');
  return Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
}

async function seal(key: CryptoKey, text: string): Promise<string> {
  const cipher = await crypto.subtle.encrypt({ name: 'RSA-OAEP' }, key, new TextEncoder().encode(text));
  return btoa(String.fromCharCode(...new Uint8Array(cipher)));
}

async function signIn(username: string, password: string): Promise<string> {
  const device = await answer<{ key: string; key_id: string }>(await fetch('/key/pub?signme=1'));
  const key = await crypto.subtle.importKey(
    'spki',
    spkiOf(device.key),
    { name: 'RSA-OAEP', hash: 'SHA-256' },
    false,
    ['encrypt'],
  );
  const body = new URLSearchParams({
    username: await seal(key, username),
    password: await seal(key, password),
    key_id: device.key_id,
    keep_login: 'false',
  });
  const response = await fetch('/auth/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded;charset=UTF-8' },
    body,
  });
  return (await answer<{ username: string }>(response)).username;
}

function BareSignIn() {
  const [signedIn, setSignedIn] = useState('');
  const [error, setError] = useState('');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const fields = new FormData(event.currentTarget);
    signIn(String(fields.get('username')), String(fields.get('password'))).then(setSignedIn, (failure) =>
      setError(String(failure)),
    );
  };

  if (signedIn) return <p data-testid="bare-signed-in">Signed in as {signedIn}</p>;
  return (
    <form onSubmit={submit}>
      <input name="username" data-testid="bare-username" autoComplete="username" />
      <input name="password" data-testid="bare-password" type="password" autoComplete="current-password" />
      <button type="submit" data-testid="bare-submit">
        Sign in
      </button>
      {error && <p data-testid="bare-error">{error}</p>}
    </form>
  );
}

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
createRoot(container).render(
  <StrictMode>
    <BareSignIn />
  </StrictMode>,
);
