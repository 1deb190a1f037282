/**
 * `hindsight-guard policy check [--effective] <files…>` — policy and upstream mapping files on the
 * command line, without starting anything. `check` validates; `--effective` prints what a file
 * puts in force, every key the file leaves out filled in with its built-in default, so an
 * operator sees what a two-line policy really does before serving with it.
 */
import { readFileSync } from 'node:fs';
import type { Command } from 'commander';
import { PolicyError } from './config/policy-error.js';

/** What checking needs, loaded when the command runs (YAML, zod and the schemas), not when the command line starts. */
async function checker() {
  const [{ stringify }, { loadPolicy, loadYaml }, { UpstreamMappingSchema }, { checkLearnedModel }] = await Promise.all([
    import('yaml'),
    import('./config/load-policy.js'),
    import('./proxy/mapping.js'),
    import('./config/policy-settings.js'),
  ]);
  return { stringify, loadPolicy, loadYaml, UpstreamMappingSchema, checkLearnedModel };
}
type Checker = Awaited<ReturnType<typeof checker>>;

/** Adds the `policy` command group. */
export function addPolicyCommands(program: Command): void {
  const policy = program.command('policy').description('policy files');
  policy
    .command('check')
    .description(
      'validate policy and upstream mapping files: one `FILE: ok …` line each, or one `file:line: path: message` line per problem (exit 2); ' +
        'with --effective, print each valid file as it is put in force (YAML, defaults filled in)',
    )
    .argument('<files...>', 'policy .yaml files')
    .option('--effective', 'print the effective policy: every key the file leaves out with its built-in default (problems go to stderr)')
    .action(async (files: string[], o: { effective?: boolean }) => {
      const lib = await checker();
      let failed = false;
      files.forEach((f, i) => {
        try {
          const checked = check(f, lib);
          if (!o.effective) process.stdout.write(`${f}: ${checked.summary}\n`);
          else process.stdout.write((i > 0 ? '---\n' : '') + effectiveYaml(f, checked, lib));
        } catch (err) {
          if (!(err instanceof PolicyError)) throw err;
          failed = true;
          // With --effective stdout is YAML: keep the problems off it.
          (o.effective ? process.stderr : process.stdout).write(err.problems.map((p) => p + '\n').join(''));
        }
      });
      if (failed) process.exitCode = 2;
    });
}

/** A validated file: its `ok (…)` summary and the value it validated to. */
interface Checked {
  summary: string;
  kind: 'policy' | 'upstream mapping';
  value: object;
}

/** Validates one file as a policy or, when its first key says so, an upstream mapping. */
function check(file: string, { loadPolicy, loadYaml, UpstreamMappingSchema, checkLearnedModel }: Checker): Checked {
  if (/^kind:\s*['"]?upstream-mapping\b/m.test(headOf(file))) {
    const mapping = loadYaml(file, UpstreamMappingSchema);
    return { summary: `ok (upstream mapping ${mapping.name})`, kind: 'upstream mapping', value: mapping };
  }
  const { policy, hash } = loadPolicy(file);
  checkLearnedModel(policy, file);
  return { summary: `ok (hash ${hash})`, kind: 'policy', value: policy };
}

/**
 * The validated file as YAML, after a header naming the file. Loading the printed text gives the
 * same policy and hash back; concept lexicons print only what the file changes, because the
 * built-in ones (src/analysis/lexicon-defaults.ts) apply to every concept and language it does not.
 */
function effectiveYaml(file: string, checked: Checked, { stringify }: Checker): string {
  const header = [
    `# effective ${checked.kind} of ${file}: ${checked.summary}`,
    '# every key the file leaves out is shown with its built-in default',
    ...(checked.kind === 'policy' ? ['# guard.screening.concepts.lexicons: the built-in lexicons apply to every concept and language not listed'] : []),
  ];
  // lineWidth 0: long patterns stay on one line, as in the shipped policies.
  return header.map((l) => l + '\n').join('') + stringify(checked.value, { lineWidth: 0, singleQuote: true });
}

/** The start of a file, or nothing if it cannot be read (the loader then says why). */
function headOf(file: string): string {
  try {
    return readFileSync(file, 'utf8').slice(0, 4096);
  } catch {
    return '';
  }
}
