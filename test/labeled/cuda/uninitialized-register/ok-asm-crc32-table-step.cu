// EXPECT: clean
// Table-driven CRC-32 over per-thread messages with the inner step in inline
// PTX: every scratch register of the block is written before it is read.
__device__ __forceinline__ unsigned crc_step(unsigned crc, unsigned byte,
                                             const unsigned *tab) {
  unsigned out;
  asm("{\n\t"
      ".reg .u32 t, idx;\n\t"
      ".reg .u64 a;\n\t"
      "xor.b32 t, %1, %2;\n\t"
      "and.b32 idx, t, 255;\n\t"
      "mul.wide.u32 a, idx, 4;\n\t"
      "add.u64 a, a, %3;\n\t"
      "ld.global.nc.u32 idx, [a];\n\t"
      "shr.u32 t, %1, 8;\n\t"
      "xor.b32 %0, idx, t;\n\t"
      "}"
      : "=r"(out)
      : "r"(crc), "r"(byte), "l"(tab));
  return out;
}
__global__ void crc32_msgs(const unsigned char *__restrict__ msgs, const int *__restrict__ off,
                           const unsigned *__restrict__ table, unsigned *__restrict__ crcs,
                           int nmsg) {
  const int m = blockIdx.x * blockDim.x + threadIdx.x;
  if (m >= nmsg)
    return;
  unsigned crc = 0xffffffffu;
  for (int i = off[m]; i < off[m + 1]; ++i)
    crc = crc_step(crc, msgs[i], table);
  crcs[m] = ~crc;
}
