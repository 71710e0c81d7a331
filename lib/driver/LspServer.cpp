//===- LspServer.cpp - ptxlint as a language server -----------------------===//
#include "lib/driver/LspServer.h"
#include "lib/driver/Driver.h"
#include "lib/driver/Options.h"
#include "lib/driver/SourceNavigator.h"
#include "lib/support/DiagnosticPrinter.h"
#include "parser/AST.h"
#include "parser/ParseDriver.h"

#include "llvm/ADT/StringMap.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/raw_ostream.h"

#include <optional>
#include <string>
#include <vector>

using namespace ptx;
namespace json = llvm::json;

namespace {

// JSON-RPC and LSP error codes.
enum ErrorCode : int64_t {
  ParseError = -32700,
  InvalidRequest = -32600,
  MethodNotFound = -32601,
  InvalidParams = -32602,
  ServerNotInitialized = -32002,
  InvalidRequestAfterShutdown = -32600,
};

/// Largest message we accept (a PTX file of a few hundred MB is already
/// unusual); anything bigger is treated as a broken stream.
constexpr size_t MaxMessageBytes = size_t(1) << 30;

/// Percent-decodes a file:// URI into a path; other URIs are kept as they are
/// (they only name the buffer in notes).
std::string uriToPath(llvm::StringRef Uri) {
  if (!Uri.consume_front("file://"))
    return Uri.str();
  std::string Out;
  for (size_t I = 0; I < Uri.size(); ++I) {
    unsigned V;
    if (Uri[I] == '%' && I + 2 < Uri.size() && !Uri.substr(I + 1, 2).getAsInteger(16, V)) {
      Out += static_cast<char>(V);
      I += 2;
    } else {
      Out += Uri[I];
    }
  }
  return Out;
}

/// Byte offset of the LSP position (0-based line, UTF-16 character) in
/// \p Text, clamped to the line's end and the text's end.
size_t offsetOf(llvm::StringRef Text, int64_t Line, int64_t Char) {
  size_t Pos = 0;
  for (int64_t L = 0; L < Line; ++L) {
    size_t NL = Text.find('\n', Pos);
    if (NL == llvm::StringRef::npos)
      return Text.size();
    Pos = NL + 1;
  }
  int64_t Units = 0;
  while (Pos < Text.size() && Text[Pos] != '\n' && Units < Char) {
    unsigned char C = static_cast<unsigned char>(Text[Pos]);
    unsigned Len = C < 0x80 ? 1 : C >= 0xF0 ? 4 : C >= 0xE0 ? 3 : C >= 0xC0 ? 2 : 1;
    Units += Len == 4 ? 2 : 1;
    Pos = std::min(Text.size(), Pos + Len);
  }
  return Pos;
}

struct Document {
  std::string Path;
  std::string Text;
  int64_t Version = 0;
};

class Server {
public:
  Server(llvm::ArrayRef<const char *> Args, std::FILE *In, std::FILE *Out) : In(In), Out(Out) {
    for (const char *A : Args)
      BaseArgs.push_back(A);
    auto O = parseOptions(Args);
    if (O)
      Opts = *O;
    else
      llvm::consumeError(O.takeError()); // runPtxlint parsed them already
    sanitize(Opts);
  }

  int serve() {
    while (true) {
      std::optional<std::string> Body = readMessage();
      if (!Body)
        return ShutdownRequested ? 0 : 1;
      llvm::Expected<json::Value> V = json::parse(*Body);
      if (!V) {
        std::string Msg = llvm::toString(V.takeError());
        replyError(nullptr, ParseError, "invalid JSON: " + Msg);
        continue;
      }
      if (std::optional<int> Exit = handle(*V))
        return *Exit;
    }
  }

private:
  std::FILE *In, *Out;
  std::vector<std::string> BaseArgs;
  std::vector<std::string> ClientArgs;
  Options Opts;
  llvm::StringMap<Document> Docs;
  bool Initialized = false, ShutdownRequested = false;

  /// The language server never writes anything but LSP messages on stdout.
  static void sanitize(Options &O) {
    O.DumpAst = false;
    O.Verify = false;
    O.Lsp = false;
    O.Inputs.clear();
    O.InputStrings.clear();
  }

  //===--- transport ------------------------------------------------------===//

  /// Reads one framed message; std::nullopt at end of input or on a stream
  /// that cannot be resynchronised.
  std::optional<std::string> readMessage() {
    while (true) {
      std::optional<size_t> Length;
      bool SawHeader = false;
      std::string Line;
      while (true) {
        Line.clear();
        int C;
        while ((C = std::fgetc(In)) != EOF && C != '\n')
          Line += static_cast<char>(C);
        if (C == EOF && Line.empty())
          return std::nullopt;
        llvm::StringRef L = llvm::StringRef(Line).rtrim("\r");
        if (L.empty()) {
          if (SawHeader)
            break;
          continue; // stray blank line between messages
        }
        SawHeader = true;
        auto [Key, Value] = L.split(':');
        if (Key.trim().equals_insensitive("content-length")) {
          size_t N;
          if (Value.trim().getAsInteger(10, N))
            logError("bad Content-Length header '" + L.str() + "'");
          else
            Length = N;
        }
        if (C == EOF)
          return std::nullopt;
      }
      if (!Length) {
        logError("message without Content-Length; skipped");
        continue;
      }
      if (*Length > MaxMessageBytes) {
        logError("message of " + std::to_string(*Length) + " bytes is too large");
        return std::nullopt;
      }
      std::string Body(*Length, '\0');
      if (*Length && std::fread(Body.data(), 1, *Length, In) != *Length)
        return std::nullopt;
      return Body;
    }
  }

  void send(json::Value Msg) {
    std::string S;
    llvm::raw_string_ostream OS(S);
    OS << Msg;
    OS.flush();
    std::fprintf(Out, "Content-Length: %zu\r\n\r\n", S.size());
    std::fwrite(S.data(), 1, S.size(), Out);
    std::fflush(Out);
  }

  void reply(const json::Value &Id, json::Value Result) {
    send(json::Object{{"jsonrpc", "2.0"}, {"id", Id}, {"result", std::move(Result)}});
  }

  void replyError(const json::Value &Id, int64_t Code, llvm::StringRef Message) {
    send(json::Object{{"jsonrpc", "2.0"},
                      {"id", Id},
                      {"error", json::Object{{"code", Code}, {"message", Message}}}});
  }

  void notify(llvm::StringRef Method, json::Value Params) {
    send(json::Object{{"jsonrpc", "2.0"}, {"method", Method}, {"params", std::move(Params)}});
  }

  void showMessage(int64_t Type, llvm::StringRef Text) {
    notify("window/showMessage", json::Object{{"type", Type}, {"message", Text}});
  }

  static void logError(const std::string &Msg) { llvm::errs() << "ptxlint --lsp: " << Msg << '\n'; }

  //===--- dispatch -------------------------------------------------------===//

  /// Handles one message; returns the exit code when the server must stop.
  std::optional<int> handle(const json::Value &V) {
    const json::Object *Msg = V.getAsObject();
    if (!Msg) {
      replyError(nullptr, InvalidRequest, "a JSON-RPC message must be an object");
      return std::nullopt;
    }
    const json::Value *Id = Msg->get("id");
    llvm::Optional<llvm::StringRef> Method = Msg->getString("method");
    if (!Method) {
      // A response to a request we never send, or garbage: ignore responses.
      if (!Id)
        replyError(nullptr, InvalidRequest, "message has no method");
      return std::nullopt;
    }
    const json::Value *ParamsV = Msg->get("params");
    const json::Object *Params = ParamsV ? ParamsV->getAsObject() : nullptr;

    if (*Method == "exit")
      return ShutdownRequested ? 0 : 1;
    if (Id) {
      if (*Method == "initialize")
        return onInitialize(*Id, Params), std::nullopt;
      if (!Initialized) {
        replyError(*Id, ServerNotInitialized, "the server is not initialized");
        return std::nullopt;
      }
      if (ShutdownRequested) {
        replyError(*Id, InvalidRequestAfterShutdown, "the server is shutting down");
        return std::nullopt;
      }
      if (*Method == "shutdown") {
        ShutdownRequested = true;
        reply(*Id, nullptr);
      } else if (*Method == "textDocument/documentSymbol") {
        onDocumentSymbol(*Id, Params);
      } else if (*Method == "textDocument/hover" || *Method == "textDocument/definition") {
        onNavigate(*Id, Params, *Method == "textDocument/hover");
      } else {
        replyError(*Id, MethodNotFound, ("method not supported: " + *Method).str());
      }
      return std::nullopt;
    }
    // Notifications: never answered; ignored before initialize.
    if (!Initialized || ShutdownRequested)
      return std::nullopt;
    if (*Method == "textDocument/didOpen")
      onDidOpen(Params);
    else if (*Method == "textDocument/didChange")
      onDidChange(Params);
    else if (*Method == "textDocument/didClose")
      onDidClose(Params);
    else if (*Method == "workspace/didChangeConfiguration")
      onConfiguration(Params);
    // initialized, didSave, $/cancelRequest, $/setTrace, ...: nothing to do.
    return std::nullopt;
  }

  //===--- options --------------------------------------------------------===//

  /// Reads an array of strings (client-supplied ptxlint arguments).
  static std::optional<std::vector<std::string>> stringArray(const json::Value *V) {
    if (!V)
      return std::nullopt;
    const json::Array *A = V->getAsArray();
    if (!A)
      return std::nullopt;
    std::vector<std::string> Out;
    for (const json::Value &E : *A) {
      llvm::Optional<llvm::StringRef> S = E.getAsString();
      if (!S)
        return std::nullopt;
      Out.push_back(S->str());
    }
    return Out;
  }

  /// Rebuilds the options from the command line plus \p Extra; on a usage
  /// error keeps the current ones and tells the user.
  bool setClientArgs(std::vector<std::string> Extra) {
    std::vector<std::string> All = BaseArgs;
    All.insert(All.end(), Extra.begin(), Extra.end());
    std::vector<const char *> Ptrs;
    for (const std::string &S : All)
      Ptrs.push_back(S.c_str());
    auto O = parseOptions(Ptrs);
    if (!O) {
      showMessage(1, "ptxlint: ignoring the client's arguments: " + llvm::toString(O.takeError()));
      return false;
    }
    if (!O->Inputs.empty() || !O->InputStrings.empty()) {
      showMessage(1, "ptxlint: ignoring the client's arguments: input files are not "
                     "options");
      return false;
    }
    Opts = *O;
    sanitize(Opts);
    ClientArgs = std::move(Extra);
    return true;
  }

  //===--- requests and notifications -------------------------------------===//

  void onInitialize(const json::Value &Id, const json::Object *Params) {
    if (Initialized) {
      replyError(Id, InvalidRequest, "initialize was already received");
      return;
    }
    Initialized = true;
    if (Params)
      if (const json::Object *IO = Params->getObject("initializationOptions"))
        if (auto Args = stringArray(IO->get("args")))
          setClientArgs(*Args);
    json::Object Caps{
        {"textDocumentSync", json::Object{{"openClose", true}, {"change", 2 /*Incremental*/}}},
        {"documentSymbolProvider", true},
        {"hoverProvider", true},
        {"definitionProvider", true}};
    reply(Id, json::Object{{"capabilities", std::move(Caps)},
                           {"serverInfo",
                            json::Object{{"name", "ptxlint"}, {"version", ptxlintVersion()}}}});
  }

  static std::optional<std::string> docUri(const json::Object *Params) {
    if (!Params)
      return std::nullopt;
    const json::Object *TD = Params->getObject("textDocument");
    if (!TD)
      return std::nullopt;
    if (auto U = TD->getString("uri"))
      return U->str();
    return std::nullopt;
  }

  void onDidOpen(const json::Object *Params) {
    std::optional<std::string> Uri = docUri(Params);
    const json::Object *TD = Params ? Params->getObject("textDocument") : nullptr;
    llvm::Optional<llvm::StringRef> Text = TD ? TD->getString("text") : llvm::None;
    if (!Uri || !Text) {
      logError("didOpen without textDocument.uri/text; ignored");
      return;
    }
    Document &D = Docs[*Uri];
    D.Path = uriToPath(*Uri);
    D.Text = Text->str();
    D.Version = TD->getInteger("version").getValueOr(0);
    publish(*Uri, D);
  }

  void onDidChange(const json::Object *Params) {
    std::optional<std::string> Uri = docUri(Params);
    auto It = Uri ? Docs.find(*Uri) : Docs.end();
    if (It == Docs.end()) {
      logError("didChange for a document that is not open; ignored");
      return;
    }
    Document &D = It->second;
    const json::Array *Changes = Params->getArray("contentChanges");
    if (!Changes)
      return;
    for (const json::Value &CV : *Changes) {
      const json::Object *C = CV.getAsObject();
      llvm::Optional<llvm::StringRef> Text = C ? C->getString("text") : llvm::None;
      if (!Text)
        continue;
      const json::Object *R = C->getObject("range");
      if (!R) {
        D.Text = Text->str();
        continue;
      }
      auto Pos = [&](llvm::StringRef Key) -> std::optional<size_t> {
        const json::Object *P = R->getObject(Key);
        if (!P)
          return std::nullopt;
        auto L = P->getInteger("line"), Ch = P->getInteger("character");
        if (!L || !Ch || *L < 0 || *Ch < 0)
          return std::nullopt;
        return offsetOf(D.Text, *L, *Ch);
      };
      std::optional<size_t> B = Pos("start"), E = Pos("end");
      if (!B || !E || *E < *B) {
        logError("didChange with a malformed range; document resynchronisation needed");
        continue;
      }
      D.Text.replace(*B, *E - *B, Text->str());
    }
    if (const json::Object *TD = Params->getObject("textDocument"))
      D.Version = TD->getInteger("version").getValueOr(D.Version);
    publish(*Uri, D);
  }

  void onDidClose(const json::Object *Params) {
    std::optional<std::string> Uri = docUri(Params);
    if (!Uri || !Docs.erase(*Uri))
      return;
    notify("textDocument/publishDiagnostics",
           json::Object{{"uri", *Uri}, {"diagnostics", json::Array()}});
  }

  void onConfiguration(const json::Object *Params) {
    const json::Object *Settings = Params ? Params->getObject("settings") : nullptr;
    if (!Settings)
      return;
    if (const json::Object *P = Settings->getObject("ptxlint"))
      Settings = P;
    std::optional<std::vector<std::string>> Args = stringArray(Settings->get("args"));
    if (!Args || *Args == ClientArgs)
      return;
    if (setClientArgs(*Args))
      for (auto &E : Docs)
        publish(E.first().str(), E.second);
  }

  //===--- checking -------------------------------------------------------===//

  static json::Object position(llvm::SourceMgr &SM, const char *P, UnitColumns &UC) {
    ResolvedLoc L = resolveLoc(SM, SrcRange(P, P));
    return json::Object{{"line", L.Line ? L.Line - 1 : 0},
                        {"character", UC.column(SM, P, /*Utf16=*/true) - 1}};
  }

  static json::Object range(llvm::SourceMgr &SM, SrcRange R) {
    UnitColumns UC;
    return range(SM, R, UC);
  }

  /// (\p UC: shared by the ranges of one reply, lib/support/DiagnosticPrinter.h.)
  static json::Object range(llvm::SourceMgr &SM, SrcRange R, UnitColumns &UC) {
    if (!R.isValid())
      return json::Object{{"start", json::Object{{"line", 0}, {"character", 0}}},
                          {"end", json::Object{{"line", 0}, {"character", 0}}}};
    const char *End = R.End && R.End > R.Begin ? R.End : R.Begin;
    return json::Object{{"start", position(SM, R.Begin, UC)}, {"end", position(SM, End, UC)}};
  }

  static int64_t lspSeverity(Severity S) {
    switch (S) {
    case Severity::Error:
      return 1;
    case Severity::Warning:
      return 2;
    case Severity::Remark:
    case Severity::Note:
      return 3;
    }
    return 1;
  }

  void publish(const std::string &Uri, const Document &D) {
    DiagnosticEngine Diags(Opts.Diag);
    llvm::SourceMgr &SM = Diags.getSourceMgr();
    unsigned Buf =
        SM.AddNewSourceBuffer(llvm::MemoryBuffer::getMemBufferCopy(D.Text, D.Path), llvm::SMLoc());
    checkBuffer(Diags, Buf, Opts);
    json::Array Out;
    UnitColumns UC;
    for (const Diagnostic &Dg : Diags.diagnostics()) {
      json::Object O{{"range", range(SM, Dg.Range, UC)},
                     {"severity", lspSeverity(Dg.Sev)},
                     {"code", getDiagInfo(Dg.Id).Rule},
                     {"source", "ptxlint"},
                     {"message", Dg.Message}};
      if (!Dg.Notes.empty()) {
        json::Array Related;
        for (const Diagnostic &N : Dg.Notes)
          Related.push_back(
              json::Object{{"location", json::Object{{"uri", Uri}, {"range", range(SM, N.Range, UC)}}},
                           {"message", N.Message}});
        O["relatedInformation"] = std::move(Related);
      }
      Out.push_back(std::move(O));
    }
    notify("textDocument/publishDiagnostics",
           json::Object{{"uri", Uri}, {"version", D.Version}, {"diagnostics", std::move(Out)}});
  }

  /// Parses \p D (syntax only) and calls \p Fn with the result.
  template <typename FnT> static void withParsed(const Document &D, FnT Fn) {
    DiagnosticEngine Diags;
    llvm::SourceMgr &SM = Diags.getSourceMgr();
    unsigned Buf =
        SM.AddNewSourceBuffer(llvm::MemoryBuffer::getMemBufferCopy(D.Text, D.Path), llvm::SMLoc());
    Module M;
    parseBuffer(Buf, M, Diags);
    Fn(SM, M, SM.getMemoryBuffer(Buf)->getBufferStart());
  }

  void onNavigate(const json::Value &Id, const json::Object *Params, bool Hover) {
    std::optional<std::string> Uri = docUri(Params);
    auto It = Uri ? Docs.find(*Uri) : Docs.end();
    const json::Object *Pos = Params ? Params->getObject("position") : nullptr;
    auto Line = Pos ? Pos->getInteger("line") : llvm::None;
    auto Char = Pos ? Pos->getInteger("character") : llvm::None;
    if (It == Docs.end() || !Line || !Char || *Line < 0 || *Char < 0) {
      replyError(Id, InvalidParams, "expected an open textDocument and a position");
      return;
    }
    json::Value Result = nullptr;
    withParsed(It->second, [&](llvm::SourceMgr &SM, const Module &M, const char *Start) {
      size_t Off = offsetOf(It->second.Text, *Line, *Char);
      std::optional<NavResult> R = navigate(M, Start + Off, Start);
      if (!R)
        return;
      if (Hover && !R->Hover.empty())
        Result = json::Object{{"contents", json::Object{{"kind", "markdown"}, {"value", R->Hover}}},
                              {"range", range(SM, R->At)}};
      else if (!Hover && R->Definition.isValid())
        Result = json::Object{{"uri", *Uri}, {"range", range(SM, R->Definition)}};
    });
    reply(Id, std::move(Result));
  }

  void onDocumentSymbol(const json::Value &Id, const json::Object *Params) {
    std::optional<std::string> Uri = docUri(Params);
    auto It = Uri ? Docs.find(*Uri) : Docs.end();
    if (It == Docs.end()) {
      replyError(Id, InvalidParams, "documentSymbol for a document that is not open");
      return;
    }
    json::Array Syms;
    withParsed(It->second, [&](llvm::SourceMgr &SM, const Module &M, const char *) {
      auto Symbol = [&](llvm::StringRef Name, int64_t Kind, llvm::StringRef Detail, SrcRange Whole,
                        SrcRange Sel) {
        if (Name.empty() || !Whole.isValid())
          return;
        if (!Sel.isValid())
          Sel = Whole;
        // Strings are copied: the source buffer dies with this function.
        Syms.push_back(json::Object{{"name", Name.str()},
                                    {"kind", Kind},
                                    {"detail", Detail.str()},
                                    {"range", range(SM, Whole)},
                                    {"selectionRange", range(SM, Sel)}});
      };
      for (const TopLevel *T : M.Items) {
        if (T->K == TopLevel::Func && T->Fn) {
          const Function &F = *T->Fn;
          std::string Detail = F.Keyword.Text.str();
          if (!F.Body)
            Detail += " (declaration)";
          Symbol(F.Name.Text, /*Function=*/12, Detail, F.Range, F.Name.Range);
        } else if (T->K == TopLevel::Decl && T->Var) {
          for (const Declarator &Dc : T->Var->Decls)
            Symbol(Dc.Name.Text, /*Variable=*/13, "", T->Var->Range, Dc.Name.Range);
        }
      }
    });
    reply(Id, std::move(Syms));
  }
};

} // namespace

int ptx::runLspServer(llvm::ArrayRef<const char *> Args, std::FILE *In, std::FILE *Out) {
  return Server(Args, In, Out).serve();
}
