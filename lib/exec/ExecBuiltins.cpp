//===- ExecBuiltins.cpp - CUDA runtime functions PTX calls without a body --===//
//
// nvcc emits `.extern .func` declarations for the device runtime that CUDA C++
// code reaches through printf, assert, malloc and free, and calls them with
// the ordinary call ABI (PTX ISA 8.5 9.7.13.5). The executor implements them
// here, following the CUDA C++ Programming Guide (formatted output, assertion,
// dynamic global memory allocation):
//   vprintf(fmt, args)   prints; the arguments are packed in a buffer, each
//                        at its natural alignment (char/short promoted to
//                        int, float to double); returns the number of
//                        arguments or -1 for a null format.
//   __assertfail(msg, file, line, function, charSize)
//                        prints the CUDA assertion message, then traps.
//   malloc(size)         a fresh global allocation (16-byte aligned, its own
//                        bounds), null once 8 MiB (CUDA's default heap) are
//                        used up or for size 0.
//   free(ptr)            nothing (a null pointer is allowed).
// Output is collected in the order calls execute and returned with the run.
//
//===----------------------------------------------------------------------===//
#include "lib/exec/Machine.h"

#include "llvm/Support/Format.h"
#include "llvm/Support/raw_ostream.h"

#include <cstring>

using namespace ptx;
using namespace ptx::exec;

namespace {

constexpr uint64_t HeapLimit = 8ull << 20; ///< cudaLimitMallocHeapSize default

} // namespace

bool Machine::readCString(Warp &W, Frame &Fr, unsigned L, uint64_t Addr, uint32_t Pc,
                          std::string &Out) {
  Out.clear();
  for (unsigned N = 0; N < (1u << 20); ++N) {
    uint8_t *Init = nullptr;
    uint8_t *B = resolve(W, Fr, L, Space::Generic, Addr + N, 1, false, Pc, Init);
    if (!B)
      return false;
    if (!*B)
      return true;
    Out.push_back(char(*B));
  }
  return true;
}

/// Formats \p Fmt with the argument buffer at \p Args (vprintf). Returns
/// the number of arguments consumed, or -1 after a fault.
int64_t Machine::formatPrintf(Warp &W, Frame &Fr, unsigned L, llvm::StringRef Fmt,
                              uint64_t Args, uint32_t Pc, std::string &Out) {
  uint64_t Off = 0;
  int64_t Count = 0;
  bool Bad = false;
  auto Read = [&](unsigned Size) -> uint64_t {
    Off = (Off + Size - 1) / Size * Size;
    uint64_t V = 0;
    for (unsigned B = 0; B < Size && !Bad; ++B) {
      uint8_t *Init = nullptr;
      uint8_t *P = resolve(W, Fr, L, Space::Generic, Args + Off + B, 1, false, Pc, Init);
      if (!P) {
        Bad = true;
        return 0;
      }
      V |= uint64_t(*P) << (8 * B);
    }
    Off += Size;
    ++Count;
    return V;
  };
  char Buf[512];
  for (size_t I = 0; I < Fmt.size();) {
    if (Fmt[I] != '%') {
      Out.push_back(Fmt[I++]);
      continue;
    }
    if (I + 1 < Fmt.size() && Fmt[I + 1] == '%') {
      Out.push_back('%');
      I += 2;
      continue;
    }
    // %[flags][width][.precision][length]conversion
    std::string Spec = "%";
    size_t J = I + 1;
    while (J < Fmt.size() && llvm::StringRef("-+ #0").contains(Fmt[J]))
      Spec.push_back(Fmt[J++]);
    auto Number = [&]() {
      if (J < Fmt.size() && Fmt[J] == '*') {
        int V = int(int32_t(uint32_t(Read(4))));
        Spec += std::to_string(V);
        ++J;
        return;
      }
      while (J < Fmt.size() && Fmt[J] >= '0' && Fmt[J] <= '9')
        Spec.push_back(Fmt[J++]);
    };
    Number();
    if (J < Fmt.size() && Fmt[J] == '.') {
      Spec.push_back(Fmt[J++]);
      Number();
    }
    unsigned LenBytes = 4, Shorts = 0; // Shorts: 1 for h, 2 for hh
    while (J < Fmt.size() && llvm::StringRef("hlLqjzt").contains(Fmt[J])) {
      if (Fmt[J] == 'h')
        ++Shorts;
      else
        LenBytes = 8;
      ++J;
    }
    // h / hh: the promoted int is converted back to (unsigned) short / char.
    unsigned ValBits = LenBytes == 8 ? 64 : Shorts == 1 ? 16 : Shorts >= 2 ? 8 : 32;
    if (J >= Fmt.size()) {
      Out += Fmt.substr(I).str();
      break;
    }
    char Conv = Fmt[J++];
    switch (Conv) {
    case 'd': case 'i': {
      long long S = (long long)sext(Read(LenBytes), ValBits);
      std::snprintf(Buf, sizeof Buf, (Spec + "ll" + Conv).c_str(), S);
      Out += Buf;
      break;
    }
    case 'u': case 'o': case 'x': case 'X': case 'c': {
      uint64_t V = Read(LenBytes);
      if (Conv == 'c') {
        std::snprintf(Buf, sizeof Buf, (Spec + "c").c_str(), int(uint8_t(V)));
      } else {
        unsigned long long U = V & bitsMask(ValBits);
        std::snprintf(Buf, sizeof Buf, (Spec + "ll" + Conv).c_str(), U);
      }
      Out += Buf;
      break;
    }
    case 'f': case 'F': case 'e': case 'E': case 'g': case 'G': case 'a': case 'A': {
      uint64_t V = Read(8);
      double D;
      std::memcpy(&D, &V, 8);
      std::snprintf(Buf, sizeof Buf, (Spec + Conv).c_str(), D);
      Out += Buf;
      break;
    }
    case 'p': {
      uint64_t V = Read(8);
      std::snprintf(Buf, sizeof Buf, "0x%llx", (unsigned long long)V);
      Out += Buf;
      break;
    }
    case 's': {
      uint64_t V = Read(8);
      std::string S;
      if (!V)
        S = "(null)";
      else if (!Bad && !readCString(W, Fr, L, V, Pc, S))
        return -1;
      std::snprintf(Buf, sizeof Buf, (Spec + "s").c_str(), S.c_str());
      Out += S.size() < 400 ? std::string(Buf) : S;
      break;
    }
    default:
      // Unknown conversion: printed as written, consumes nothing.
      Out += Fmt.substr(I, J - I).str();
      break;
    }
    if (Bad)
      return -1;
    I = J;
  }
  return Count;
}

ExecStatus Machine::execBuiltin(Warp &W, Frame &Fr, const Instr &I, uint32_t Pc, unsigned L,
                                const FuncCode &C, bool &Known) {
  const uint32_t *X = P.Extra.data() + I.ExtraBegin;
  uint32_t NRet = X[0];
  const uint32_t *Rets = X + 1;
  uint32_t NArg = X[1 + 3 * NRet];
  const uint32_t *ArgIt = X + 2 + 3 * NRet;
  auto Arg = [&](unsigned K) -> uint64_t {
    if (K >= NArg)
      return 0;
    const uint32_t *It = ArgIt + 3 * K;
    if (It[0] == 0) {
      uint64_t V = 0;
      std::memcpy(&V, Fr.param(L) + It[1], std::min<uint32_t>(It[2], 8));
      return V;
    }
    return Fr.reg(It[1])[L];
  };
  auto Ret = [&](uint64_t V) {
    if (NRet == 0)
      return;
    const uint32_t *It = Rets;
    if (It[0] == 0) {
      std::memcpy(Fr.param(L) + It[1], &V, std::min<uint32_t>(It[2], 8));
    } else {
      Fr.reg(It[1])[L] = V & bitsMask(It[2] * 8);
      Fr.W[It[1]] |= 1u << L;
    }
  };
  Known = true;
  llvm::StringRef Name = C.Name;
  if (Name == "vprintf") {
    uint64_t FmtAddr = Arg(0);
    if (!FmtAddr) {
      Ret(uint64_t(int64_t(-1)) & 0xffffffffu);
      return ExecStatus::Next;
    }
    std::string Fmt;
    if (!readCString(W, Fr, L, FmtAddr, Pc, Fmt))
      return ExecStatus::Fault;
    std::string Text;
    int64_t N = formatPrintf(W, Fr, L, Fmt, Arg(1), Pc, Text);
    if (N < 0)
      return ExecStatus::Fault;
    DeviceOutput += Text;
    Ret(uint64_t(N) & 0xffffffffu);
    return ExecStatus::Next;
  }
  if (Name == "__assertfail") {
    std::string Msg, File, Func;
    if (!readCString(W, Fr, L, Arg(0), Pc, Msg) || !readCString(W, Fr, L, Arg(1), Pc, File) ||
        !readCString(W, Fr, L, Arg(3), Pc, Func))
      return ExecStatus::Fault;
    const Cta &Ct = Ctas[W.Cta];
    llvm::raw_string_ostream OS(DeviceOutput);
    OS << File << ":" << uint32_t(Arg(2)) << ": " << Func << ": block: [" << Ct.Ctaid.X << ","
       << Ct.Ctaid.Y << "," << Ct.Ctaid.Z << "], thread: [" << W.Tid[L][0] << "," << W.Tid[L][1]
       << "," << W.Tid[L][2] << "] Assertion `" << Msg << "` failed.\n";
    OS.flush();
    fault(DiagId::ExecTrap, Pc, W, L, "");
    return ExecStatus::Fault;
  }
  if (Name == "malloc") {
    uint64_t Size = Arg(0);
    if (Size == 0 || Size > HeapLimit - HeapUsed) {
      Ret(0);
      return ExecStatus::Next;
    }
    HeapUsed += (Size + 15) & ~uint64_t(15);
    Region R;
    R.Name = "malloc #" + std::to_string(++HeapAllocs);
    // After every other allocation, so Regions stays sorted by base.
    R.Base = Regions.empty() ? addrmap::GlobalBase : Regions.back().Base + addrmap::GlobalStride;
    R.Size = Size;
    R.Data.assign(Size, 0);
    R.Init.assign(Size, 0); // malloc'd memory is uninitialized
    uint64_t Base = R.Base;
    Regions.push_back(std::move(R));
    Ret(Base);
    return ExecStatus::Next;
  }
  if (Name == "free") {
    return ExecStatus::Next;
  }
  Known = false;
  return ExecStatus::Next;
}
