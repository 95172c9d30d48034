// HTTPS with HTTP/2 in front of the reference server, as a production edge (CDN, ingress, HAProxy)
// serves the site: one connection carries every request at once, where plain HTTP/1.1 takes six
// connections and queues the rest. For benchmarks on this machine only: the certificate is a
// throwaway self-signed one for 127.0.0.1, made with openssl in a temporary folder.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Headers of one hop only (RFC 9113 § 8.2.2 forbids them in HTTP/2). */
const hopByHop = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'http2-settings',
  'host',
]);

function ownHeaders(headers) {
  return Object.fromEntries(
    Object.entries(headers).filter(([name]) => !name.startsWith(':') && !hopByHop.has(name)),
  );
}

function selfSignedCertificate() {
  const dir = mkdtempSync(join(tmpdir(), 'playsite-tls-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) };
  } catch (error) {
    throw new Error(
      `openssl could not make a certificate for the HTTPS edge (${error.message}); measure with --http1`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Serves `backend` (http://host:port) over HTTPS and HTTP/2 on a free port of 127.0.0.1. */
export async function startTlsEdge(backend) {
  const target = new URL(backend);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const server = http2.createSecureServer({ ...selfSignedCertificate(), allowHTTP1: true }, (req, res) => {
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port,
        path: req.url,
        method: req.method,
        headers: { ...ownHeaders(req.headers), host: target.host },
        agent,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, ownHeaders(answer.headers));
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `https://127.0.0.1:${server.address().port}`,
    stop: () => {
      server.close();
      agent.destroy();
    },
  };
}
