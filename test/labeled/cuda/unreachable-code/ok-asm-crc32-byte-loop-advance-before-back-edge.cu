// EXPECT: clean
// Per-thread CRC-32 of variable-length records with the byte loop in inline
// PTX: the pointer and the remaining length advance before the back edge, and
// the loop leaves through the `done` test at its top.
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
               "add.u64 %2, %2, 1;\n\t"
               "sub.u32 %1, %1, 1;\n\t"
               "bra.uni CRC_LOOP_%=;\n"
               "CRC_DONE_%=:\n\t"
               "}"
               : "+r"(crc), "+r"(n), "+l"(p)
               : "l"(table)
               : "memory");
  out[r] = ~crc;
}
