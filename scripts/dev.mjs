// `npm run dev`: the API with reload on port 8080 and Vite with hot reload on port 5173.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { root } from './paths.mjs';

// The API runs inside its workspace; keep its data where `npm start` keeps it.
const env = { ...process.env, DATA_DIR: process.env.DATA_DIR ?? join(root, 'data') };

const children = [
  spawn('npm', ['run', 'dev', '-w', '@mutabaa/api'], { cwd: root, stdio: 'inherit', env }),
  spawn('npm', ['run', 'dev', '-w', '@mutabaa/web'], { cwd: root, stdio: 'inherit' }),
];
console.log('Mutabaa dev: open http://localhost:5173 (API on http://localhost:8080)');

function stop(code = 0) {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
}
for (const child of children) child.on('exit', (code) => stop(code ?? 1));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
