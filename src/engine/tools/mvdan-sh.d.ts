/**
 * The part of mvdan-sh (a GopherJS build of mvdan.cc/sh/v3/syntax) the
 * permission checker uses. Field names follow the Go structs.
 */
declare module 'mvdan-sh' {
  export interface ShNode {
    [field: string]: unknown;
  }
  export interface ShFile extends ShNode {
    Stmts: ShStmt[];
  }
  export interface ShStmt extends ShNode {
    Cmd: ShNode | null;
    Negated: boolean;
    Background: boolean;
    Coprocess: boolean;
    Redirs: ShRedirect[];
  }
  export interface ShRedirect extends ShNode {
    Op: number;
    N: { Value: string } | null;
    Word: ShWord | null;
    Hdoc: ShWord | null;
  }
  export interface ShWord extends ShNode {
    Parts: ShNode[];
  }
  export interface ShParser {
    Parse(source: string, name: string): ShFile;
  }
  export interface ShSyntax {
    NewParser(...options: unknown[]): ShParser;
    NodeType(node: ShNode): string;
    Walk(node: ShNode, visit: (node: ShNode | null) => boolean): void;
    Variant(variant: number): unknown;
    LangBash: number;
  }
  const sh: { syntax: ShSyntax };
  export default sh;
}
