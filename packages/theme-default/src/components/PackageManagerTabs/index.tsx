import { CodeBlock, Tab, Tabs } from '@theme';
import { PACKAGE_MANAGERS, type PackageManager, packageManagerCommands } from '../../logic/packageManager';

export interface PackageManagerTabsProps {
  /** `add x -D`, `create foo@latest`, or one command per package manager. */
  command: string | Partial<Record<PackageManager, string>>;
}

/** Install commands for npm, yarn, pnpm and bun; the choice is shared site-wide (group `package-manager`). */
export function PackageManagerTabs({ command }: PackageManagerTabsProps) {
  const commands = packageManagerCommands(command);
  return (
    <Tabs groupId="package-manager" label="Package manager">
      {PACKAGE_MANAGERS.map((pm) => (
        <Tab key={pm} label={pm}>
          <CodeBlock code={commands[pm]} lang="bash" />
        </Tab>
      ))}
    </Tabs>
  );
}
