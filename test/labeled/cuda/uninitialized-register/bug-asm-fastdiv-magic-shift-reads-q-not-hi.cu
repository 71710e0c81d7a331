// EXPECT: uninitialized-register
// Division by a run-time constant with a precomputed magic number (the
// "fastdiv" used for index arithmetic in im2col/gather kernels): q =
// mulhi(n, magic) >> shift, written in inline PTX. BUG: the asm declares
// both `hi` and `q`; mul.hi writes `hi` but the shift reads `q`, which
// nothing sets - every quotient is garbage.
struct FastDiv {
  unsigned magic, shift, d;
  __device__ __forceinline__ unsigned div(unsigned n) const {
    unsigned r;
    asm("{\n\t.reg .u32 hi, q;\n\t"
        "mul.hi.u32 hi, %1, %2;\n\t"
        "shr.u32 %0, q, %3;\n\t}"  // BUG: should shift hi
        : "=r"(r)
        : "r"(n), "r"(magic), "r"(shift));
    return r;
  }
};
__global__ void gather_rows(const float *__restrict__ src, float *__restrict__ dst, FastDiv cols,
                            unsigned total) {
  const unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= total)
    return;
  const unsigned row = cols.div(i), col = i - row * cols.d;
  dst[i] = src[(size_t)col * (total / cols.d) + row];
}
