// EXPECT: unreachable-code
// BUG: a grouped-GEMM dispatch kernel that rejects unsupported element types
// through a __noinline__ stub that traps. The guard was written with `||`:
// `dt != F16 || dt != BF16` holds for every dt, so the stub is called
// unconditionally and the whole dispatch after it is dead code.
enum DType { F16 = 0, BF16 = 1, F32 = 2 };
struct Group { int dt, m, n; const float *a; float *c; };
__device__ __noinline__ void unsupported_dtype(int dt) {
  printf("grouped_gemm: unsupported dtype %d\n", dt);
  asm volatile("trap;");
}
__global__ void grouped_dispatch(const Group *__restrict__ groups, int ngroups) {
  Group g = groups[blockIdx.y];
  if (g.dt != F16 || g.dt != BF16)
    unsupported_dtype(g.dt);
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < g.m * g.n)
    g.c[i] = g.a[i] * (g.dt == F16 ? 0.5f : 0.25f);
}
