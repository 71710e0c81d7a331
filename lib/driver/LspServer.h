//===- LspServer.h - ptxlint as a language server ---------------*- C++ -*-===//
//
// `ptxlint --lsp` speaks the Language Server Protocol (JSON-RPC 2.0 with
// Content-Length framing) on stdin/stdout, so editors show ptxlint's
// diagnostics as the user types. Each open document is checked exactly as
// the command line would check a file with the same options (parse, sema,
// analyses), and the result is published with textDocument/publishDiagnostics.
// See docs/lsp.md for the supported messages and the editor setup.
//
//===----------------------------------------------------------------------===//
#ifndef PTXLINT_DRIVER_LSPSERVER_H
#define PTXLINT_DRIVER_LSPSERVER_H

#include "llvm/ADT/ArrayRef.h"
#include <cstdio>

namespace ptx {

/// Serves LSP on \p In / \p Out until `exit` or end of input. \p Args are
/// ptxlint's command-line arguments (without argv[0], --lsp included): they
/// give every document's default options, which the client can extend with
/// initializationOptions.args or workspace/didChangeConfiguration
/// (settings.ptxlint.args). Returns the process exit code: 0 after an orderly
/// shutdown/exit, 1 otherwise.
int runLspServer(llvm::ArrayRef<const char *> Args, std::FILE *In = stdin, std::FILE *Out = stdout);

} // namespace ptx

#endif
