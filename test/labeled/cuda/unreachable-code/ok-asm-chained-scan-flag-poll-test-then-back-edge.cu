// EXPECT: clean
// PTXLINT-ARGS: --block-dim=256
// Single-pass chained scan with the inline-PTX flag poll in the right
// order: acquire load, test, predicated back edge. Blocks take ids from an
// atomic ticket, so a block's predecessor is already running and the poll
// terminates; every thread of a block polls (no barrier follows the poll),
// and thread 255 publishes the block's inclusive prefix and then its flag.
__device__ __forceinline__ void wait_flag(unsigned *flag) {
  asm volatile("{\n\t"
               ".reg .b32 f;\n\t"
               ".reg .pred ready;\n"
               "$Lpoll:\n\t"
               "ld.acquire.gpu.global.u32 f, [%0];\n\t"
               "setp.ne.u32 ready, f, 0;\n\t"
               "@!ready bra $Lpoll;\n\t}" ::"l"(flag)
               : "memory");
}
__global__ void chained_scan(const float *in, float *out, float *incl, unsigned *flags, int *ticket, int n) {
  __shared__ float s[256];
  __shared__ int sbid;
  if (threadIdx.x == 0)
    sbid = atomicAdd(ticket, 1);
  __syncthreads();
  int b = sbid;
  int i = b * 256 + threadIdx.x;
  s[threadIdx.x] = i < n ? in[i] : 0.f;
  __syncthreads();
  for (int o = 1; o < 256; o <<= 1) {
    float t = threadIdx.x >= o ? s[threadIdx.x - o] : 0.f;
    __syncthreads();
    s[threadIdx.x] += t;
    __syncthreads();
  }
  float prefix = 0.f;
  if (b > 0) {
    wait_flag(&flags[b - 1]);
    prefix = *(volatile float *)&incl[b - 1];
  }
  if (i < n)
    out[i] = s[threadIdx.x] + prefix;
  if (threadIdx.x == 255) {
    incl[b] = prefix + s[255];
    __threadfence();
    atomicExch(&flags[b], 1u);
  }
}
