// Faulting kernels as they occur in real code: each must stop with its
// diagnostic (thread, instruction, line) and exit status 1, never hang or
// crash; and a printf of every conversion the host's printf knows.
#include <cassert>
#include <cstdio>
extern "C" __global__ void oob_write(float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i <= n) out[i] = 1.0f; // off by one: out[n] is one past the end
}
extern "C" __global__ void misaligned_f4(const float *in, float *out, int off) {
  int i = threadIdx.x;
  float4 v = reinterpret_cast<const float4 *>(in + off)[i]; // off odd
  out[i] = v.x + v.y + v.z + v.w;
}
extern "C" __global__ void trapper(const int *in, int *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (in[i] < 0) __trap();
  out[i] = in[i];
}
extern "C" __global__ void half_barrier(int *out) {
  // Warp 0 waits at __syncthreads (barrier 0, the whole CTA), warp 1 at
  // barrier 1 for 64 threads: neither barrier can complete.
  if (threadIdx.x < 32)
    __syncthreads();
  else
    asm volatile("bar.sync 1, 64;");
  out[threadIdx.x] = 1;
}
extern "C" __global__ void spin(volatile int *flag, int *out) {
  while (flag[0] == 0) {
  }
  out[threadIdx.x] = 1;
}
extern "C" __global__ void asserter(const int *in, int *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    assert(in[i] >= 0 && "inputs must be non-negative");
    out[i] = in[i] * 2;
  }
}
extern "C" __global__ void printer(const int *in, const double *d) {
  int i = threadIdx.x;
  const char *names[2] = {"even", "odd"};
  if (i < 4)
    printf("t%d %s: %5d|%-5d|%05d|%x|%X|%#x|%o|%u|%ld|%lld|%llu|%c|%%|%s\n", i, names[i & 1], in[i],
           in[i], in[i], in[i], in[i], in[i], in[i], (unsigned)in[i], (long)in[i] * 3,
           (long long)in[i] << 33, (unsigned long long)(long long)in[i], 'A' + i, "str");
  if (i < 6)
    printf("d%d %f|%.3f|%e|%.2E|%g|%G|%10.4f|%-10.2e|%+f|% f|%a\n", i, d[i], d[i], d[i], d[i], d[i],
           d[i], d[i], d[i], d[i], d[i], d[i]);
  if (i == 0) printf("%p %5.1s|%.0f|%.0e|%#.0f|%hhd|%hd\n", (void *)0x1234, "xyz", 2.5, 15.0, 3.0, 300, 70000);
}
