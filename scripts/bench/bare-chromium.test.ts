import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { Connection } from './bare-chromium.js';

/** A connection whose browser end the test plays: what the page sent, and a way to answer. */
const connection = () => {
  const toBrowser = new PassThrough();
  const fromBrowser = new PassThrough();
  const sent: unknown[] = [];
  toBrowser.on('data', (chunk: Buffer) => {
    for (const message of chunk.toString('utf8').split('\0').filter(Boolean)) sent.push(JSON.parse(message));
  });
  return {
    connection: new Connection(toBrowser, fromBrowser),
    sent,
    answer: (text: string) => fromBrowser.write(text),
  };
};

describe('Connection', () => {
  it('sends each command ended by a NUL byte, and settles it by its id whatever the chunks', async () => {
    // Arrange
    const { connection: link, sent, answer } = connection();
    const browser = link.session();
    const page = link.session('S1');
    // Act: two commands; their answers come out of order, split across chunks and sharing one
    const version = browser.send('Browser.getVersion');
    const evaluated = page.send('Runtime.evaluate', { expression: '1 + 1' });
    await new Promise((resolve) => setImmediate(resolve));
    answer('{"id":2,"sessionId":"S1","result":{"result":{"value":2}}}\0{"id":1,"res');
    answer('ult":{"product":"Chrome"}}\0');
    // Assess
    expect(sent).toEqual([
      { id: 1, method: 'Browser.getVersion', params: {} },
      { id: 2, method: 'Runtime.evaluate', params: { expression: '1 + 1' }, sessionId: 'S1' },
    ]);
    await expect(version).resolves.toEqual({ product: 'Chrome' });
    await expect(evaluated).resolves.toEqual({ result: { value: 2 } });
  });

  it('rejects a command the browser refuses, and gives each session its own events', async () => {
    const { connection: link, answer } = connection();
    const page = link.session('S1');
    const other = link.session('S2');
    const heard: unknown[] = [];
    page.once('Page.loadEventFired', (params) => heard.push(params));
    other.on('Page.loadEventFired', () => heard.push('not this page'));
    const refused = page.send('Page.navigate', { url: 'nowhere' });
    answer('{"id":1,"sessionId":"S1","error":{"message":"Cannot navigate to invalid URL"}}\0');
    answer('{"method":"Page.loadEventFired","sessionId":"S1","params":{"timestamp":1}}\0');
    answer('{"method":"Page.loadEventFired","sessionId":"S1","params":{"timestamp":2}}\0');
    await expect(refused).rejects.toThrow('Cannot navigate to invalid URL');
    expect(heard).toEqual([{ timestamp: 1 }]);
  });
});
