// EXPECT: unreachable-code
// PTXLINT-ARGS: --block-dim=256
// Single-pass chained scan (StreamScan): blocks take ids from an atomic
// ticket so they run in order, scan their tile in shared memory, then every
// thread polls the predecessor's ready flag in inline PTX before adding the
// predecessor's inclusive prefix. In the poll loop the back edge was written
// as an unconditional `bra.uni $Lpoll;` directly after the acquire load
// (BUG: it belongs after the test, as `@!ready bra $Lpoll;`): the flag test
// and the loop's exit are unreachable, and every block but the first polls
// for ever.
__device__ __forceinline__ void wait_flag(unsigned *flag) {
  asm volatile("{\n\t"
               ".reg .b32 f;\n\t"
               ".reg .pred ready;\n"
               "$Lpoll:\n\t"
               "ld.acquire.gpu.global.u32 f, [%0];\n\t"
               "bra.uni $Lpoll;\n\t"
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
