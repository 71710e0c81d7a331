// EXPECT: unreachable-code
// MODES: O3
// GPU JPEG decoder front end: progressive (SOF2) streams are not supported
// yet and go through a __noinline__ stub that reports and traps. The guard
// was written `if (fh.sof = SOF2)` -- an assignment, always true -- so the
// stub runs for every frame, and the baseline dequantise/store path after
// it is dead code (nvcc -O3 folds the condition and keeps the path behind
// a call that never returns). -O3 only: nvcc -G stores 2 into the stack
// copy of the header, reloads it and branches on it (`setp.ne.s32` of the
// reload, `@%p bra`), so in the -G PTX the path after the stub is still
// reachable on the control-flow graph.
#define SOF0 0
#define SOF2 2

struct FrameHeader {
  int sof;
  int width, height;
  int qsel[3];
};

__device__ __noinline__ void unsupported_progressive(int frame) {
  printf("jpeg: frame %d is progressive (SOF2), not supported\n", frame);
  __trap();
}

__global__ void dequant_frame(const FrameHeader *__restrict__ hdrs, const short *__restrict__ coef,
                              const unsigned short *__restrict__ qtabs, float *__restrict__ out,
                              int blocks_per_frame) {
  const int frame = blockIdx.y;
  FrameHeader fh = hdrs[frame];
  if (fh.sof = SOF2) // BUG: assignment, always true
    unsupported_progressive(frame);
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= blocks_per_frame * 64)
    return;
  const int comp = (i / 64) % 3;
  const size_t g = (size_t)frame * blocks_per_frame * 64 + i;
  out[g] = (float)coef[g] * (float)qtabs[fh.qsel[comp] * 64 + (i & 63)];
}
