// EXPECT: clean
// OK: the inline-PTX running top-2 insertion with its second-slot test
// predicated (`@!gt2 bra $Ltop_done`): values between the two kept ones
// replace the second, values above the best shift it down.

// Running top-2 (value, index) of a stream, the insertion in inline PTX.
__device__ __forceinline__ void top2_insert(float &b1, int &i1, float &b2, int &i2, float v, int idx) {
  asm("{\n\t"
      ".reg .pred gt1, gt2;\n\t"
      "setp.gt.f32 gt1, %4, %0;\n\t"
      "@gt1 bra $Ltop_first;\n\t"
      "setp.gt.f32 gt2, %4, %2;\n\t"
      "@!gt2 bra $Ltop_done;\n\t"
      "mov.f32 %2, %4;\n\t"
      "mov.s32 %3, %5;\n\t"
      "bra.uni $Ltop_done;\n"
      "$Ltop_first:\n\t"
      "mov.f32 %2, %0;\n\t"
      "mov.s32 %3, %1;\n\t"
      "mov.f32 %0, %4;\n\t"
      "mov.s32 %1, %5;\n"
      "$Ltop_done:\n\t"
      "}"
      : "+f"(b1), "+r"(i1), "+f"(b2), "+r"(i2) : "f"(v), "r"(idx));
}
// Per-thread top-2 logits of each row slice (vocab split over the block's threads),
// merged later by a second kernel.
__global__ void row_top2_partial(const float *__restrict__ logits, int vocab, float2 *__restrict__ best,
                                 int2 *__restrict__ best_idx) {
  const float *row = logits + (size_t)blockIdx.x * vocab;
  float b1 = -INFINITY, b2 = -INFINITY;
  int i1 = -1, i2 = -1;
  for (int v = threadIdx.x; v < vocab; v += blockDim.x)
    top2_insert(b1, i1, b2, i2, row[v], v);
  size_t o = (size_t)blockIdx.x * blockDim.x + threadIdx.x;
  best[o] = make_float2(b1, b2);
  best_idx[o] = make_int2(i1, i2);
}
