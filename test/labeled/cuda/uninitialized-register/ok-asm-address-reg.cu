// EXPECT: clean
// The hand-written global load with the address converted from the pointer
// operand before use.
__global__ void gather(const unsigned *base, const int *idx, unsigned *out) {
  const unsigned *p = base + idx[blockIdx.x * blockDim.x + threadIdx.x];
  unsigned v;
  asm volatile("{\n\t.reg .u64 gaddr;\n\tcvta.to.global.u64 gaddr, %1;\n\t"
               "ld.global.nc.u32 %0, [gaddr];\n\t}"
               : "=r"(v) : "l"(p));
  out[blockIdx.x * blockDim.x + threadIdx.x] = v;
}
