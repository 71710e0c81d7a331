// EXPECT: uninitialized-register
// Packing two 16-bit samples with prmt: the selector 0x5410 takes the low
// halves of both sources, but the second source is a scratch register the
// author never loaded (%2 was meant).
__global__ void pack16(const unsigned *lo, const unsigned *hi, unsigned *out) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned r;
  asm("{\n\t.reg .b32 h;\n\tprmt.b32 %0, %1, h, 0x5410;\n\t}"
      : "=r"(r) : "r"(lo[i]), "r"(hi[i]));
  out[i] = r;
}
