// EXPECT: clean
// Division by a run-time constant with a precomputed magic number in inline
// PTX: mul.hi writes the scoped `hi`, which the shift then reads; the
// quotient is the shifted high word. Nothing in the block reads a register
// before it is written.
struct FastDiv {
  unsigned magic, shift, d;
  __device__ __forceinline__ unsigned div(unsigned n) const {
    unsigned r;
    asm("{\n\t.reg .u32 hi;\n\t"
        "mul.hi.u32 hi, %1, %2;\n\t"
        "shr.u32 %0, hi, %3;\n\t}"
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
