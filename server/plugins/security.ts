/**
 * Security headers (@fastify/helmet) with a CSP under which the built umi site works:
 * scripts and everything else from this origin only; inline styles allowed (antd's
 * CSS-in-JS writes <style> tags and style attributes); data:/blob: images and workers
 * (the ALTCHA widget solves in a blob worker). Turnstile's host is added only when
 * Turnstile is configured. /storybook/ gets a looser script policy (Storybook needs
 * inline scripts) and /api/docs the one Swagger UI needs.
 */
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';

/**
 * 'sha256-...' sources of the inline <script>s of the built index.html (umi writes a
 * small one), so they run under script-src 'self' without 'unsafe-inline'.
 */
export function inlineScriptHashes(indexHtml: string): string[] {
  const out: string[] = [];
  const re = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
  let m: RegExpExecArray | null;
  while ((m = re.exec(indexHtml))) {
    if (/\bsrc\s*=/.test(m[1]) || m[2].length === 0) continue;
    out.push(`'sha256-${crypto.createHash('sha256').update(m[2], 'utf8').digest('base64')}'`);
  }
  return [...new Set(out)];
}

async function security(app: FastifyInstance) {
  const turnstile = app.config.turnstile.siteKey && app.config.turnstile.secret ? ['https://challenges.cloudflare.com'] : [];
  // Game pictures come from the configured renderer's origin(s).
  const pictureOrigins = [
    app.config.itemIconUrlTemplate,
    app.config.mobImageUrlTemplate,
    app.config.npcImageUrlTemplate,
    app.config.mapImageUrlTemplate,
    app.config.characterImageUrlTemplate,
  ].flatMap((t) => {
    try {
      return /^https?:\/\//.test(t) ? [new URL(t.replace(/[{}]/g, '')).origin] : [];
    } catch {
      return [];
    }
  });
  let inline: string[] = [];
  try {
    inline = inlineScriptHashes(fs.readFileSync(path.join(app.config.staticDir, 'index.html'), 'utf8'));
  } catch {
    /* no built site */
  }
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'", ...inline, ...turnstile],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...new Set(pictureOrigins)],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...turnstile],
        workerSrc: ["'self'", 'blob:'],
        frameSrc: ["'self'", ...turnstile],
        frameAncestors: ["'self'"],
        objectSrc: ["'none'"],
        formAction: ["'self'"],
        manifestSrc: ["'self'"],
        mediaSrc: ["'self'", 'data:', 'blob:'],
      },
    },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    hsts: false,
  });

  const STORYBOOK_CSP =
    "default-src 'self'; script-src 'self' 'unsafe-inline' 'unsafe-eval'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self' data:; connect-src 'self'; worker-src 'self' blob:; frame-src 'self'; frame-ancestors 'self'; object-src 'none'";
  const DOCS_CSP =
    "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; connect-src 'self'; frame-ancestors 'self'; object-src 'none'";
  app.addHook('onSend', async (request, reply, payload) => {
    const url = request.url;
    if (url.startsWith('/storybook')) reply.header('content-security-policy', STORYBOOK_CSP);
    else if (url.startsWith('/api/docs')) reply.header('content-security-policy', DOCS_CSP);
    return payload;
  });
}

export default fp(security, { name: 'security', fastify: '5.x', dependencies: ['config'] });
