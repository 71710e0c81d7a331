// EXPECT: clean
// 96-bit addition with the carry chain started by add.cc before addc reads
// the carry flag.
__global__ void add96(const uint3 *a, const uint3 *b, uint3 *c) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  uint3 x = a[i], y = b[i], z;
  asm("add.cc.u32 %0, %3, %6;\n\t"
      "addc.cc.u32 %1, %4, %7;\n\t"
      "addc.u32 %2, %5, %8;"
      : "=r"(z.x), "=r"(z.y), "=r"(z.z)
      : "r"(x.x), "r"(x.y), "r"(x.z), "r"(y.x), "r"(y.y), "r"(y.z));
  c[i] = z;
}
