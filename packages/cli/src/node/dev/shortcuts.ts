/** Keyboard shortcuts of `docs dev` in a terminal: r restart, o open, q quit, h help. */
export function listenForShortcuts(actions: { restart: () => void; open: () => void; quit: () => void }): () => void {
  const stdin = process.stdin;
  stdin.setRawMode?.(true);
  stdin.resume();
  stdin.setEncoding('utf8');
  const onData = (key: string) => {
    if (key === '\u0003' || key === 'q') actions.quit();
    else if (key === 'r') actions.restart();
    else if (key === 'o') actions.open();
    else if (key === 'h') console.log('  r restart · o open in browser · q quit · h help');
  };
  stdin.on('data', onData);
  return () => {
    stdin.off('data', onData);
    stdin.setRawMode?.(false);
    stdin.pause();
  };
}
