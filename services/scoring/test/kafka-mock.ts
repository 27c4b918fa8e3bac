import { spawn } from 'node:child_process';

/**
 * librdkafka's mock cluster, started through `kcat` (Debian package, installed by `make deps`): an in-memory subset
 * of the Kafka protocol inside the kcat process, NOT a Kafka broker. Specs that use it say so.
 */
export async function startKafkaMock(): Promise<{ brokers: string[]; stop(): void }> {
  const child = spawn('kcat', ['-b', 'mock:1', '-X', 'test.mock.num.brokers=1', '-d', 'mock', '-C', '-t', '__keepalive', '-o', 'end', '-q'], { stdio: ['ignore', 'ignore', 'pipe'] });
  const brokers = await new Promise<string[]>((resolve, reject) => {
    let text = '';
    const timer = setTimeout(() => reject(new Error(`kcat's mock cluster did not start: ${text.slice(0, 400)}`)), 15_000);
    child.on('error', (error) => reject(new Error(`kcat is needed for the Kafka specs (apt-get install kcat): ${error.message}`)));
    child.stderr!.on('data', (chunk) => {
      text += chunk;
      const found = /bootstrap\.servers=(\S+)/.exec(text);
      if (found) {
        clearTimeout(timer);
        resolve(found[1].split(','));
      }
    });
  });
  child.stderr!.resume();
  return { brokers, stop: () => child.kill('SIGTERM') };
}
