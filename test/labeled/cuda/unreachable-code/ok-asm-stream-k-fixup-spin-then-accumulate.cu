// EXPECT: clean
// Stream-K fixup with the acquire spin written right: the loop branches back
// while the peer's flag is still 0 and falls through into the load and add
// of the peer's partial accumulator; no instruction of the asm is skipped
// on every path.
__device__ __forceinline__ float fixup(const int *flag, const float *partial, float acc) {
  asm volatile("{\n\t"
               ".reg .pred ready;\n\t"
               ".reg .s32 f;\n\t"
               ".reg .f32 p;\n"
               "$Lfix_spin:\n\t"
               "ld.acquire.gpu.global.s32 f, [%1];\n\t"
               "setp.eq.s32 ready, f, 0;\n\t"
               "@ready bra $Lfix_spin;\n\t"
               "ld.global.f32 p, [%2];\n\t"
               "add.f32 %0, %0, p;\n\t"
               "}"
               : "+f"(acc)
               : "l"(flag), "l"(partial)
               : "memory");
  return acc;
}
__global__ void streamk_fixup(const float *__restrict__ my_acc, const float *partials,
                              const int *flags, const int *__restrict__ peer, float *__restrict__ c) {
  const int tile = blockIdx.x, i = tile * blockDim.x + threadIdx.x;
  float acc = my_acc[i];
  const int p = peer[tile];
  if (p >= 0)
    acc = fixup(&flags[p], &partials[p * blockDim.x + threadIdx.x], acc);
  c[i] = acc;
}
