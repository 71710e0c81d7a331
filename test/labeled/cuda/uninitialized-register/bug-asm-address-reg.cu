// EXPECT: uninitialized-register
// A hand-written global load through an address register declared in the
// asm block but never computed from the pointer operand.
__global__ void gather(const unsigned *base, const int *idx, unsigned *out) {
  const unsigned *p = base + idx[blockIdx.x * blockDim.x + threadIdx.x];
  unsigned v;
  asm volatile("{\n\t.reg .u64 gaddr;\n\tld.global.nc.u32 %0, [gaddr];\n\t}"
               : "=r"(v) : "l"(p));
  out[blockIdx.x * blockDim.x + threadIdx.x] = v + (unsigned)(size_t)p;
}
