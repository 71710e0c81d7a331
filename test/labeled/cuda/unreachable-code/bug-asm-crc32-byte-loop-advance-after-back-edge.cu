// EXPECT: unreachable-code
// Per-thread CRC-32 of variable-length records, the byte loop hand-written in
// inline PTX (table-driven). The pointer increment and length decrement were
// placed after the loop's unconditional back edge (BUG): nothing branches to
// them, so they are dead code (and the loop never advances).
__global__ void crc32_records(const unsigned char *__restrict__ data,
                              const long long *__restrict__ off,
                              const unsigned *__restrict__ table, unsigned *__restrict__ out,
                              int nrec) {
  const int r = blockIdx.x * blockDim.x + threadIdx.x;
  if (r >= nrec)
    return;
  const unsigned char *p = data + off[r];
  unsigned n = (unsigned)(off[r + 1] - off[r]);
  unsigned crc = 0xffffffffu;
  asm volatile("{\n\t"
               ".reg .pred done;\n\t"
               ".reg .u32 b, idx;\n\t"
               ".reg .u64 a;\n"
               "CRC_LOOP_%=:\n\t"
               "setp.eq.u32 done, %1, 0;\n\t"
               "@done bra CRC_DONE_%=;\n\t"
               "ld.global.u8 b, [%2];\n\t"
               "xor.b32 idx, %0, b;\n\t"
               "and.b32 idx, idx, 255;\n\t"
               "mul.wide.u32 a, idx, 4;\n\t"
               "add.u64 a, a, %3;\n\t"
               "ld.global.nc.u32 idx, [a];\n\t"
               "shr.u32 %0, %0, 8;\n\t"
               "xor.b32 %0, %0, idx;\n\t"
               "bra.uni CRC_LOOP_%=;\n\t"
               "add.u64 %2, %2, 1;\n\t"  // BUG: after the back edge, never executed
               "sub.u32 %1, %1, 1;\n"
               "CRC_DONE_%=:\n\t"
               "}"
               : "+r"(crc), "+r"(n), "+l"(p)
               : "l"(table)
               : "memory");
  out[r] = ~crc;
}
