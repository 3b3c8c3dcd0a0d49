// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { portOption, PortOptionError, withoutPortOption } from './port-option.mjs';

describe('a port chosen for a tool that otherwise takes a random one', () => {
  it('comes from --flag=N or --flag N, before the environment variable', () => {
    expect(portOption(['--port=6100'], 'port', 'STORIES_PORT', {})).toBe(6100);
    expect(portOption(['x', '--port', '6101'], 'port', 'STORIES_PORT', {})).toBe(6101);
    expect(portOption([], 'port', 'STORIES_PORT', { STORIES_PORT: '6102' })).toBe(6102);
    expect(portOption(['--port=6103'], 'port', 'STORIES_PORT', { STORIES_PORT: '6102' })).toBe(
      6103,
    );
  });

  it('is undefined when neither is given (the tool takes a free port)', () => {
    expect(portOption(['Pages/Login'], 'port', 'STORIES_PORT', { STORIES_PORT: '' })).toBe(
      undefined,
    );
  });

  it('refuses what is no port, naming the option', () => {
    expect(() => portOption(['--port=soon'], 'port', 'STORIES_PORT', {})).toThrow(
      new PortOptionError('--port needs a port number (1-65535), got "soon".'),
    );
    expect(() => portOption([], 'port', 'PRISM_PORT', { PRISM_PORT: '70000' })).toThrow(
      'PRISM_PORT needs a port number (1-65535), got "70000".',
    );
  });

  it('leaves the other arguments to their parser', () => {
    expect(
      withoutPortOption(['--port', '1', 'Pages/Login', '--port=2', '--no-build'], 'port'),
    ).toEqual(['Pages/Login', '--no-build']);
  });
});
