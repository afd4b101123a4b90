import 'fake-indexeddb/auto';
import { deleteDB, openDB } from 'idb';
import { describe, expect, it } from 'vitest';
import { openFaceStore } from './face-store';

const day = 24 * 60 * 60 * 1000;
const now = Date.parse('2026-07-10T12:00:00Z');
const template = new Float32Array([1, 0, 0]);
const preview = new Blob(['jpeg'], { type: 'image/jpeg' });

const fill = async (stayId: string, keptUntil: number, at: number) => {
  const store = await openFaceStore(stayId, keptUntil, at);
  await store.putTemplates({ photoId: 'p1', facesKey: 'k', templates: [template] });
  await store.addReference({ id: `${stayId}-ref`, preview, template, addedAt: at });
  return store;
};

describe("the device's records of a stay", () => {
  it("are deleted at the next opening once the stay's date has passed, whichever stay is opened", async () => {
    (await fill('ete', now + day, now)).close();
    (await fill('automne', now + 30 * day, now)).close();

    const later = now + 2 * day;
    const opened = await openFaceStore('automne', now + 30 * day, later);
    const summer = await openFaceStore('ete', later + 30 * day, later);

    expect(await summer.templates()).toEqual([]);
    expect(await summer.references()).toEqual([]);
    expect((await opened.templates()).map(({ photoId }) => photoId)).toEqual(['p1']);
    expect(await opened.references()).toHaveLength(1);
    opened.close();
    summer.close();
  });

  it('are all deleted by forget, and only those of the stay', async () => {
    (await fill('hiver', now + 30 * day, now)).close();
    const spring = await fill('printemps', now + 30 * day, now);

    await spring.forget();

    expect(await spring.templates()).toEqual([]);
    expect(await spring.references()).toEqual([]);
    const winter = await openFaceStore('hiver', now + 30 * day, now);
    expect(await winter.references()).toHaveLength(1);
    winter.close();
    spring.close();
  });

  it("leave not even the stay's date after forget, until the family adds something again", async () => {
    const store = await fill('toussaint', now + 30 * day, now);
    const datedStays = async () => {
      const db = await openDB('trouver-mon-enfant');
      const stays = (await db.getAllKeys('stays')).filter((key) => key === 'toussaint');
      db.close();
      return stays;
    };

    await store.forget();
    expect(await datedStays()).toEqual([]);

    await store.addReference({ id: 'toussaint-ref', preview, template, addedAt: now });
    expect(await datedStays()).toEqual(['toussaint']);
    store.close();
  });

  it("lose a photo's templates when the photo is gone from the gallery", async () => {
    const store = await fill('pentecote', now + day, now);
    await store.putTemplates({ photoId: 'p2', facesKey: 'k', templates: [template] });

    await store.deleteTemplates(['p1']);

    expect((await store.templates()).map(({ photoId }) => photoId)).toEqual(['p2']);
    store.close();
  });

  it('are emptied of references and templates when the model reads faces another way', async () => {
    await deleteDB('trouver-mon-enfant');
    // The database as an earlier model left it: one version before today's.
    const earlier = await openDB('trouver-mon-enfant', 1, {
      upgrade(database) {
        database.createObjectStore('stays', { keyPath: 'stayId' }).createIndex('byKeptUntil', 'keptUntil');
        database
          .createObjectStore('templates', { keyPath: ['stayId', 'photoId'] })
          .createIndex('byStay', 'stayId');
        database.createObjectStore('references', { keyPath: 'id' }).createIndex('byStay', 'stayId');
      },
    });
    await earlier.put('stays', { stayId: 'noel', keptUntil: now + 30 * day });
    await earlier.put('templates', { stayId: 'noel', photoId: 'p1', facesKey: 'k', templates: [template] });
    await earlier.put('references', { id: 'noel-ref', stayId: 'noel', preview, template, addedAt: now });
    earlier.close();

    const store = await openFaceStore('noel', now + 30 * day, now);

    expect(await store.references()).toEqual([]);
    expect(await store.templates()).toEqual([]);
    store.close();
  });
});
