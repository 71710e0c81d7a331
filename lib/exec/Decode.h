//===- Decode.h - PTX AST to the executor's instruction form ----*- C++ -*-===//
//
// Decodes a parsed, sema-checked module once into a Program (ExecIR.h):
// lays out module variables in the executor's address map, assigns register
// slots, resolves labels, callees and symbols, and turns every instruction
// into an Instr. Forms the executor does not implement become Op::Unsupported
// carrying the reason; executing one reports exec-unsupported.
//
//===----------------------------------------------------------------------===//
#ifndef PTXLINT_EXEC_DECODE_H
#define PTXLINT_EXEC_DECODE_H

#include "lib/exec/ExecIR.h"
#include <memory>

namespace ptx::exec {

/// Decodes \p M. Never fails: unsupported pieces are recorded in the code.
/// With \p FpContract, mul+add pairs that ptxas fuses run as one fused
/// multiply-add, as on the hardware (contractMulAdd).
std::unique_ptr<Program> decodeModule(const Module &M, bool FpContract = true);

/// Rewrites the `add`/`sub` instructions of function \p F that ptxas
/// contracts with a preceding `mul` into fused multiply-adds
/// (DecodeContract.cpp).
void contractMulAdd(Program &P, const FuncCode &F);

} // namespace ptx::exec

#endif
