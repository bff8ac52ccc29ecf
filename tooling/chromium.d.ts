export declare const executablePath: string;
/** Where Debian's chromium-headless-shell installs the shell. */
export declare const shellPath: string;
export declare const launchOptions: { executablePath: string; args: string[] };
export declare const headlessShellLaunchOptions: { executablePath: string; args: string[] };
