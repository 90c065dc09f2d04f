/**
 * Game-data library routes (config/contract/library.ts):
 *   GET /api/v1/library/search?keyword&categories&page&size -> Envelope(LibrarySearch)
 *   GET /api/v1/library/:kind/:id                           -> Envelope(LibraryDetail)
 *   GET /api/v1/library/:kind/:id/sources                   -> Envelope(LibrarySources)
 * Thin handlers: the logic is in server/services/library.ts and library-sources.ts.
 */
import type { FastifyInstance } from 'fastify';
import { Envelope, ErrorEnvelope } from '../../config/contract/envelope';
import {
  LibraryDetail,
  LibraryEntryParams,
  LibrarySearch,
  LibrarySearchQuery,
  LibrarySources,
} from '../../config/contract/library';
import { libraryEntry, searchLibrary, type PictureTemplates } from '../services/library';
import { librarySources } from '../services/library-sources';

export default async function libraryRoutes(app: FastifyInstance): Promise<void> {
  const pictures: PictureTemplates = {
    item: app.config.itemIconUrlTemplate,
    mob: app.config.mobImageUrlTemplate,
    npc: app.config.npcImageUrlTemplate,
    map: app.config.mapImageUrlTemplate,
  };

  app.get<{ Querystring: LibrarySearchQuery }>(
    '/api/v1/library/search',
    {
      schema: {
        tags: ['library'],
        summary: 'Search items, monsters, NPCs and maps by part of a name (either language) or an id, within categories',
        querystring: LibrarySearchQuery,
        response: { 200: Envelope(LibrarySearch), 400: ErrorEnvelope },
      },
    },
    async (request, reply) => {
      const { keyword, categories, page, size } = request.query;
      const data = await searchLibrary(app.db, { keyword, categories, page, size, lang: request.lang, pictures });
      return reply.ok(data);
    },
  );

  app.get<{ Params: LibraryEntryParams }>(
    '/api/v1/library/:kind/:id',
    {
      schema: {
        tags: ['library'],
        summary: 'One library entry with its requirements, attributes or monster/map stats',
        params: LibraryEntryParams,
        response: { 200: Envelope(LibraryDetail), 400: ErrorEnvelope, 404: ErrorEnvelope },
      },
    },
    async (request, reply) => {
      const data = await libraryEntry(app.db, request.params.kind, request.params.id, request.lang, pictures);
      return reply.ok(data);
    },
  );

  app.get<{ Params: LibraryEntryParams }>(
    '/api/v1/library/:kind/:id/sources',
    {
      schema: {
        tags: ['library'],
        summary: 'Where an item comes from (drops, NPC shops, cash shop, web shop, check-in, merchants, quests), or what a monster, map or NPC holds',
        params: LibraryEntryParams,
        response: { 200: Envelope(LibrarySources), 400: ErrorEnvelope, 404: ErrorEnvelope },
      },
    },
    async (request, reply) => {
      const data = await librarySources(app.db, request.params.kind, request.params.id, request.lang, pictures);
      return reply.ok(data);
    },
  );
}
