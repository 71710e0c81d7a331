// EXPECT: clean
// Templated warp reduction (sum or max) with the butterfly step in inline
// PTX: shfl.sync's predicate output says whether the source lane was valid,
// and the combined value is written under that predicate, else the lane's
// own value is copied (`@p` / `@!p`): guarded writes that cover every path.
struct SumOp {
  static __device__ __forceinline__ unsigned step(unsigned v, int lanemask) {
    unsigned r;
    asm("{\n\t"
        ".reg .b32 t;\n\t"
        ".reg .pred p;\n\t"
        "shfl.sync.bfly.b32 t|p, %1, %2, 0x1f, 0xffffffff;\n\t"
        "@p add.u32 %0, %1, t;\n\t"
        "@!p mov.b32 %0, %1;\n\t"
        "}"
        : "=r"(r)
        : "r"(v), "r"(lanemask));
    return r;
  }
};
struct MaxOp {
  static __device__ __forceinline__ unsigned step(unsigned v, int lanemask) {
    unsigned r;
    asm("{\n\t"
        ".reg .b32 t;\n\t"
        ".reg .pred p;\n\t"
        "shfl.sync.bfly.b32 t|p, %1, %2, 0x1f, 0xffffffff;\n\t"
        "@p max.u32 %0, %1, t;\n\t"
        "@!p mov.b32 %0, %1;\n\t"
        "}"
        : "=r"(r)
        : "r"(v), "r"(lanemask));
    return r;
  }
};

template <typename Op>
__global__ void warp_reduce(const unsigned *in, unsigned *out) {
  unsigned v = in[blockIdx.x * blockDim.x + threadIdx.x];
#pragma unroll
  for (int m = 16; m >= 1; m /= 2)
    v = Op::step(v, m);
  if (threadIdx.x % 32 == 0)
    out[(blockIdx.x * blockDim.x + threadIdx.x) / 32] = v;
}

template __global__ void warp_reduce<SumOp>(const unsigned *, unsigned *);
template __global__ void warp_reduce<MaxOp>(const unsigned *, unsigned *);
