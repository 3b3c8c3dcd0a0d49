// A port chosen on the command line (`--name=N` or `--name N`) or in an environment variable,
// for the tools that otherwise take a free port at random. Undefined when neither is given; a
// value that is no port ends the tool with a message naming the option.

/** The port of `--<flag>=N` / `--<flag> N`, else of the environment variable `envName`. */
export function portOption(argv, flag, envName, env = process.env) {
  let value;
  let from = '';
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === `--${flag}`) {
      value = argv[i + 1] ?? '';
      from = `--${flag}`;
    } else if (a.startsWith(`--${flag}=`)) {
      value = a.slice(flag.length + 3);
      from = `--${flag}`;
    }
  }
  if (value === undefined && env[envName] !== undefined && env[envName] !== '') {
    value = env[envName];
    from = envName;
  }
  if (value === undefined) return undefined;
  const port = /^\d{1,5}$/.test(value) ? Number(value) : NaN;
  if (!(port >= 1 && port <= 65535)) {
    throw new PortOptionError(`${from} needs a port number (1-65535), got "${value}".`);
  }
  return port;
}

/** The arguments without `--<flag>=N` / `--<flag> N` (what is left for other parsers). */
export function withoutPortOption(argv, flag) {
  const rest = [];
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === `--${flag}`) i++;
    else if (!argv[i].startsWith(`--${flag}=`)) rest.push(argv[i]);
  }
  return rest;
}

export class PortOptionError extends Error {}
