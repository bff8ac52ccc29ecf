export declare const executablePath: string;
export declare const launchOptions: { executablePath: string; args: string[] };
