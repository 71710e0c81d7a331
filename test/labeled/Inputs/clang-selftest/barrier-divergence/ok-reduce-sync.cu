// EXPECT: clean
// check-labeled-clang.test: sm_80's __reduce_add_sync, which clang 14's CUDA
// wrapper lacks and the checker defines on clang's redux.sync builtin.
__global__ void warp_sum(const unsigned *in, unsigned *out) {
  unsigned v = __reduce_add_sync(0xffffffffu, in[threadIdx.x]);
  if ((threadIdx.x & 31) == 0)
    out[threadIdx.x / 32] = v;
}
