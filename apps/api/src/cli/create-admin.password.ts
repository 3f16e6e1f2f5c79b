import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, ZPassword } from '@mutabaa/shared';
import { UsageError } from './run.js';

/** Standard input as far as the password reader needs it (a TTY has setRawMode). */
export type PasswordInput = NodeJS.ReadableStream & {
  isTTY?: boolean;
  setRawMode?: (mode: boolean) => unknown;
};

const ENTER = new Set(['\r', '\n']);
const BACKSPACE = new Set(['\u007f', '\b']);
const CTRL_C = '\u0003';
const CTRL_D = '\u0004';
const ESCAPE = '\u001b';

/**
 * Reads one line typed at a terminal without echoing it. Backspace works; Ctrl-C (or Ctrl-D on
 * an empty line) cancels; an escape sequence (arrow keys) is dropped whole.
 */
export function promptHidden(
  question: string,
  input: PasswordInput,
  output: NodeJS.WritableStream,
): Promise<string> {
  output.write(question);
  input.setRawMode?.(true);
  input.setEncoding('utf8');
  input.resume();
  return new Promise((resolve, reject) => {
    let value = '';
    const finish = (error?: Error) => {
      input.off('data', onData);
      input.setRawMode?.(false);
      input.pause();
      output.write('\n');
      if (error) reject(error);
      else resolve(value);
    };
    function onData(chunk: string | Buffer) {
      for (const char of String(chunk)) {
        if (ENTER.has(char)) return finish();
        if (char === CTRL_C || (char === CTRL_D && !value)) {
          return finish(new UsageError('Cancelled; nothing was changed.'));
        }
        if (char === ESCAPE) return;
        if (BACKSPACE.has(char)) value = [...value].slice(0, -1).join('');
        else if (char >= ' ') value += char;
      }
    }
    input.on('data', onData);
  });
}

/** The first line of everything piped to standard input. */
async function firstLineOf(input: PasswordInput): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of input) chunks.push(Buffer.from(chunk as Buffer | string));
  return Buffer.concat(chunks).toString('utf8').split(/\r?\n/)[0] ?? '';
}

/**
 * The new admin's password, never from the command line (where `ps` and shell history would
 * show it): typed twice at a prompt without echo on a terminal, else the first line piped to
 * standard input. Throws UsageError when it is missing, mistyped or too short or long.
 */
export async function readPassword(
  input: PasswordInput,
  output: NodeJS.WritableStream,
): Promise<string> {
  let password: string;
  if (input.isTTY) {
    password = await promptHidden('Password for the admin: ', input, output);
    const again = await promptHidden('The same password again: ', input, output);
    if (again !== password) throw new UsageError('The two passwords differ; nothing was changed.');
  } else {
    password = await firstLineOf(input);
    if (!password) {
      throw new UsageError(
        'No password on standard input: type it at the prompt, or pipe it (one line).',
      );
    }
  }
  if (!ZPassword.safeParse(password).success) {
    throw new UsageError(
      `The password must be ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters long.`,
    );
  }
  return password;
}
