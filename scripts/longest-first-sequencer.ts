import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Seconds each test file ("project:file") took in the last recorded run, hooks included (record-test-durations.mjs). Vitest orders by its own cache of last durations, which a fresh clone (CI) does not have; without it, the
 * files of a project start in name order, and a long file that starts last keeps one worker busy while the other is
 * done. Longest first, files not measured yet before them, leaves the short files to fill the end.
 */
const recorded: Record<string, number> = JSON.parse(
  readFileSync(new URL('./test-durations.json', import.meta.url), 'utf8'),
);

export class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const sorted = await super.sort(files);
    const root = this.ctx.config.root;
    const seconds = (file: TestSpecification) =>
      recorded[`${file.project.name}:${relative(root, file.moduleId)}`] ?? Number.POSITIVE_INFINITY;
    const rank = new Map(sorted.map((file, index) => [file, index]));
    // Keep the base order between groups and projects; within one project, the longest first.
    return [...sorted].sort((a, b) => {
      const group = a.project.config.sequence.groupOrder - b.project.config.sequence.groupOrder;
      if (group !== 0) return group;
      if (a.project.name !== b.project.name) return (rank.get(a) ?? 0) - (rank.get(b) ?? 0);
      return seconds(b) - seconds(a) || (rank.get(a) ?? 0) - (rank.get(b) ?? 0);
    });
  }
}
