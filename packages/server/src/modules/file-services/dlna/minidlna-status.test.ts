import { describe, expect, it } from 'vitest';
import { parseStatusPage } from './minidlna-status.js';

// minidlna 1.3.0's status page, as it answered on this machine.
const PAGE =
  '<HTML><HEAD><TITLE>MiniDLNA 1.3.0</TITLE></HEAD><BODY><div style="text-align: center"><h2>MiniDLNA status</h2></div>' +
  '<h3>Media library</h3><table border=1 cellpadding=10><tr><td>Audio files</td><td>0</td></tr>' +
  '<tr><td>Video files</td><td>12</td></tr><tr><td>Image files</td><td>3</td></tr></table>' +
  '<h3>Connected clients</h3><table border=1 cellpadding=10><tr><td>ID</td><td>Type</td><td>IP Address</td>' +
  '<td>HW Address</td><td>Connections</td></tr></table><br>-1 connections currently open<br></BODY></HTML>';

describe('minidlna status page', () => {
  it('reads the media counts', () => {
    expect(parseStatusPage(PAGE)).toEqual({ audio: 0, video: 12, image: 3 });
  });

  it('answers null for a page without them', () => {
    expect(parseStatusPage('<html>Not found</html>')).toBeNull();
    expect(parseStatusPage(PAGE.replace('<td>Image files</td><td>3</td>', ''))).toBeNull();
  });
});
